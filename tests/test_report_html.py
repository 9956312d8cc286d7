"""``specdec report``: the HTML report read back with a real HTML parser (tables, charts, best runs,
nothing fetched), crashed/invalid/failed cells shown as such and never as zeros, the image formats
and the one-line error without matplotlib."""

from __future__ import annotations

import sys
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from specdec_tui.cli.main import main
from specdec_tui.domain.record import CellResult
from specdec_tui.run.results import ResultsStore

SECRET = "sk-abcdefghijklmnopqrstuvwx1234"
CHAT = {"prompt_tokens_min": 200, "prompt_tokens_max": 800, "output_tokens": 128, "requests": 4, "concurrency": 2}
DATASET = {**CHAT, "dataset": "spec-bench.jsonl"}


class Page(HTMLParser):
    """The parts of the report a test looks at: tables (id, class of each row, text of each cell),
    figures with their inline SVG, best-run sections, every tag and every URL-bearing attribute."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tables: dict[str, list[tuple[str, list[str]]]] = {}
        self.headers: dict[str, list[str]] = {}
        self.tags: list[str] = []
        self.urls: list[str] = []
        self.svgs_in_figures = 0
        self.svg_paths = 0
        self.svg_labels: list[str] = []
        self.best: dict[str, str] = {}  # workload -> the best run's name
        self.best_text: dict[str, str] = {}
        self.pre: list[str] = []
        self._table: str | None = None
        self._row: tuple[str, list[str]] | None = None
        self._cell: list[str] | None = None
        self._in_figure = False
        self._section: str | None = None
        self._best_run: list[str] | None = None
        self._pre: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        self.tags.append(tag)
        for name in ("src", "href", "xlink:href", "action", "data"):
            if a.get(name):
                self.urls.append(str(a[name]))
        if tag == "table":
            self._table = a.get("id") or f"table-{len(self.tables)}"
            self.tables[self._table] = []
            self.headers[self._table] = []
        elif tag == "tr" and self._table is not None:
            self._row = (a.get("class") or "", [])
        elif tag in ("td", "th"):
            self._cell = []
        elif tag == "figure":
            self._in_figure = True
        elif tag == "svg" and self._in_figure:
            self.svgs_in_figures += 1
            self.svg_labels.append(a.get("aria-label") or "")
        elif tag == "path" and self._in_figure:
            self.svg_paths += 1
        elif tag == "section" and "best" in (a.get("class") or ""):
            self._section = a.get("data-workload")
            self.best_text[self._section or ""] = ""
        elif tag == "strong" and "best-run" in (a.get("class") or ""):
            self._best_run = []
        elif tag == "pre":
            self._pre = []

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th") and self._cell is not None and self._table is not None:
            text = "".join(self._cell).strip()
            if tag == "th":
                self.headers[self._table].append(text)
            elif self._row is not None:
                self._row[1].append(text)
            self._cell = None
        elif tag == "tr" and self._row is not None and self._table is not None:
            if self._row[1]:
                self.tables[self._table].append(self._row)
            self._row = None
        elif tag == "table":
            self._table = None
        elif tag == "figure":
            self._in_figure = False
        elif tag == "strong" and self._best_run is not None:
            self.best[self._section or ""] = "".join(self._best_run)
            self._best_run = None
        elif tag == "section":
            self._section = None
        elif tag == "pre" and self._pre is not None:
            self.pre.append("".join(self._pre))
            self._pre = None

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell.append(data)
        if self._best_run is not None:
            self._best_run.append(data)
        if self._pre is not None:
            self._pre.append(data)
        if self._section is not None:
            self.best_text[self._section] += data

    def rows(self, table: str) -> list[dict[str, str]]:
        return [dict(zip(self.headers[table], cells, strict=True)) | {"_class": cls}
                for cls, cells in self.tables[table]]


def parse(text: str) -> Page:
    page = Page()
    page.feed(text)
    page.close()
    return page


def record(run: str, status: str = "ok", *, budget: int | None = None, workload: str = "chat",
           params: dict[str, Any] | None = None, **kw: Any) -> CellResult:
    algorithm = "ddtree" if budget is not None else "none"
    spec: dict[str, Any] = {"algorithm": algorithm} | ({"budget": budget} if budget is not None else {})
    argv = ["python", "-m", "sglang.launch_server", "--model-path", "Qwen/Qwen3.6-27B", "--api-key", SECRET,
            "--port", "30000"] + (["--speculative-ddtree-budget", str(budget)] if budget is not None else [])
    return CellResult(run=run, workload=workload, status=status, algorithm=algorithm, speculative=spec,
                      workload_params=dict(params or CHAT), backend="sglang", model="Qwen/Qwen3.6-27B",
                      argv=argv, **kw)


def repeats(values: list[float]) -> list[dict[str, float]]:
    return [{"output_tok_s": v} for v in values]


def folder_with_every_status(tmp_path: Path) -> Path:
    """A baseline and budgets 16/32 measured three times each; budget 8 crashed after a few
    requests (its partial record holds a throughput), 12 failed with zeros in its record, 24 hung,
    64 invalid, 99 skipped; a dataset workload with categories; a hostile run name."""
    store = ResultsStore(tmp_path / "results.jsonl")
    cats = {"math": {"tok_s": 50.0, "accept_length": None}, "writing": {"tok_s": 40.0, "accept_length": None}}
    spec_cats = {"math": {"tok_s": 150.0, "accept_length": 4.0}, "writing": {"tok_s": 60.0, "accept_length": 2.0}}
    for r in [
        record("baseline", output_tok_s=100.0, repeats=repeats([98.0, 100.0, 102.0]), ttft_ms_p50=20.0),
        record("ddtree-b8", "crashed", budget=8, output_tok_s=12.5, requests_ok=1,
               triage_label="cuda_illegal_instruction", first_fatal_line="CUDA error: an illegal instruction"),
        record("ddtree-b12", "failed", budget=12, output_tok_s=0.0, accept_length=0.0, requests_failed=4,
               reasons=["4 of 4 requests failed: HTTP 500"]),
        record("ddtree-b16", budget=16, output_tok_s=300.0, accept_length=3.9, repeats=repeats([295.0, 300.0, 305.0])),
        record("ddtree-b24", "hang", budget=24, triage_label="hang", reasons=["no token for 30 s"]),
        record("ddtree-b32", budget=32, output_tok_s=330.0, accept_length=4.6, repeats=repeats([280.0, 330.0, 380.0])),
        record("ddtree-b64", "invalid", budget=64, reasons=["32768 + 256 > 32768 (context_length)"]),
        record("ddtree-b99", "skipped", budget=99, reasons=["skipped by the user"]),
        record("<script>alert(1)</script>", budget=40, output_tok_s=200.0),
        record("baseline", workload="spec-bench", params=DATASET, output_tok_s=90.0, categories=cats),
        record("ddtree-b16", budget=16, workload="spec-bench", params=DATASET, output_tok_s=210.0, categories=spec_cats),
    ]:
        store.append(r)
    return tmp_path


FIGURES = ("tok/s", "TTFT p50 ms", "TPOT p50 ms", "accept len", "speedup [95% CI]")


@pytest.mark.slow  # measured 1.4-3.5 s (matplotlib draws three panels)
def test_html_report_tables_charts_and_best_runs(tmp_path: Path) -> None:
    folder = folder_with_every_status(tmp_path)
    assert main(["report", str(folder)]) == 0
    text = (folder / "report.html").read_text(encoding="utf-8")
    page = parse(text)

    # Self-contained: no script, no stylesheet or font link, no URL anywhere but in-document references.
    assert "script" not in page.tags and "link" not in page.tags and "img" not in page.tags
    assert all(url.startswith("#") for url in page.urls), page.urls
    assert "@import" not in text and "url(" not in text.replace("url(#", "")

    rows = page.rows("summary-table")
    assert len(rows) == 11
    by_run = {(r["run"], r["workload"]): r for r in rows}
    assert by_run[("<script>alert(1)</script>", "chat")]["status"] == "ok"  # escaped text, not a tag

    for run, status, why in [("ddtree-b8", "crashed", "cuda_illegal_instruction: CUDA error: an illegal instruction"),
                             ("ddtree-b12", "failed", "4 of 4 requests failed: HTTP 500"),
                             ("ddtree-b24", "hang", "hang: no token for 30 s"),
                             ("ddtree-b64", "invalid", "32768 + 256 > 32768 (context_length)"),
                             ("ddtree-b99", "skipped", "skipped by the user")]:
        row = by_run[(run, "chat")]
        assert row["status"] == status and row["_class"] == f"status-{status}" and row["why / note"] == why
        # Never a zero, nor the partial figure a crashed record carries: a dash.
        assert [row[f] for f in FIGURES] == ["—"] * len(FIGURES), row

    b16 = by_run[("ddtree-b16", "chat")]
    assert b16["tok/s"] == "300.0" and b16["samples"] == "3" and b16["accept len"] == "3.90"
    assert b16["speedup [95% CI]"].startswith("3.00× [") and b16["speedup [95% CI]"].endswith("]")
    assert by_run[("baseline", "chat")]["speedup [95% CI]"].startswith("1.00×")

    # The best run of each workload, with its interval and its launch command, the secret hidden.
    # b32 has the highest mean, but its spread is wide: the report says the gap to b16 may be noise.
    assert page.best == {"chat": "ddtree-b32", "spec-bench": "ddtree-b16"}
    assert "speedup 3.30× (95% CI" in page.best_text["chat"] and "3 samples against 3" in page.best_text["chat"]
    assert "next: ddtree-b16 at 3.00× (the intervals overlap: the gap may be noise)" in page.best_text["chat"]
    commands = [p for p in page.pre if "sglang.launch_server" in p]
    assert len(commands) == 2 and all("--api-key '***'" in c for c in commands)
    assert SECRET not in text

    # The charts: one figure per swept key (budget here), inline SVG with drawn paths; the dataset
    # workload's categories as a heatmap (speedup per category and configuration), vector as well.
    assert page.svgs_in_figures == 2 and page.svg_paths > 50
    assert page.svg_labels == ["speedup over the baseline, output tok/s, acceptance length against budget",
                               "speedup per category and configuration"]
    assert "✗ 3 crashed/failed/hang (budget 8, 12, 24)" in text

    # Per category: the dataset workload's table, speedup over the same category of the baseline.
    cats = page.rows("categories-0")
    assert [(r["category"], r["baseline"], r["ddtree-b16"]) for r in cats] == [
        ("math", "1.00× / —", "3.00× / 4.00"), ("writing", "1.00× / —", "1.50× / 2.00")]


@pytest.mark.slow  # measured 1.0-1.6 s
def test_chart_images_one_file_per_swept_key(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = folder_with_every_status(tmp_path)
    assert main(["report", str(folder), "--format", "png"]) == 0
    png = folder / "report-budget.png"
    assert png.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")
    assert (folder / "report-categories.png").read_bytes().startswith(b"\x89PNG")  # the category heatmap
    out = tmp_path / "slide.svg"
    assert main(["report", str(folder), "--format", "svg", "-o", str(out)]) == 0
    assert (tmp_path / "slide-categories.svg").exists()
    svg = (tmp_path / "slide-budget.svg").read_text(encoding="utf-8")
    assert svg.startswith("<svg") and "</svg>" in svg and SECRET not in svg
    assert "wrote" in capsys.readouterr().err


def test_the_output_suffix_picks_the_format_and_an_unknown_one_is_refused(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    store = ResultsStore(tmp_path / "results.jsonl")
    store.append(record("baseline", output_tok_s=100.0))
    store.append(record("ddtree-b16", budget=16, output_tok_s=250.0))
    store.append(record("ddtree-b32", budget=32, output_tok_s=280.0))
    svg = tmp_path / "x.svg"
    assert main(["report", str(tmp_path), "-o", str(svg)]) == 0
    assert svg.read_text(encoding="utf-8").startswith("<svg")  # not HTML under an .svg name
    md = tmp_path / "x.md"
    assert main(["report", str(tmp_path), "-o", str(md)]) == 0
    assert md.read_text(encoding="utf-8").startswith("| run | workload |")
    capsys.readouterr()
    for name in ("x.pdf", "x.htmlx"):
        assert main(["report", str(tmp_path), "-o", str(tmp_path / name)]) == 2
        err = capsys.readouterr().err
        suffix = name[1:]
        assert err.count("\n") == 1 and f"unknown output format '{suffix}'" in err and name in err
        assert not (tmp_path / name).exists()
    assert main(["report", str(tmp_path), "--format", "png", "-o", str(tmp_path / "y.svg")]) == 2
    assert "the suffix .svg says svg, but --format says png" in capsys.readouterr().err
    assert main(["report", str(tmp_path), "-o", str(tmp_path / "plain")]) == 0  # no suffix: html
    assert (tmp_path / "plain").read_text(encoding="utf-8").startswith("<!DOCTYPE html>")


def test_without_matplotlib_one_line_with_the_pip_command(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    store = ResultsStore(tmp_path / "results.jsonl")
    store.append(record("baseline", output_tok_s=100.0))
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # import matplotlib now raises ImportError
    assert main(["report", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err == ("specdec report: matplotlib is not installed (the charts need it): "
                   "pip install 'specdec-tui[report]'\n")
    assert not (tmp_path / "report.html").exists()


def test_an_empty_or_missing_folder_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["report", str(tmp_path / "nowhere")]) == 2
    assert "no such results file" in capsys.readouterr().err
    (tmp_path / "results.jsonl").write_text("")
    assert main(["report", str(tmp_path)]) == 2
    assert "no results yet" in capsys.readouterr().err


def test_nothing_swept_gives_a_report_without_charts_and_no_images(tmp_path: Path,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    store = ResultsStore(tmp_path / "results.jsonl")
    store.append(record("baseline", output_tok_s=100.0))
    store.append(record("ddtree-b16", budget=16, output_tok_s=250.0))
    assert main(["report", str(tmp_path), "-o", str(tmp_path / "r.html")]) == 0
    page = parse((tmp_path / "r.html").read_text(encoding="utf-8"))
    assert page.svgs_in_figures == 0 and len(page.rows("summary-table")) == 2
    assert page.best == {"chat": "ddtree-b16"}
    assert "no confidence interval: 1 sample(s) of the cell, 1 of its baseline" in page.best_text["chat"]
    assert main(["report", str(tmp_path), "--format", "png"]) == 1
    assert "no chart to write" in capsys.readouterr().err
