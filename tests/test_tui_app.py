"""Pilot flows for the app chrome (fake controller): palette, export, save, themes, keymap, errors, quit."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from tui_fakes import FakeController, demo_like_sweep, screen_text
from tui_harness import Harness, isolated_config, select_row, set_input, wait_for

from specdec_tui.tui.app import SpecdecApp
from specdec_tui.tui.screens.dialogs import ConfirmScreen, ErrorScreen, PromptScreen
from specdec_tui.tui.screens.edit_cell import EditCellScreen
from specdec_tui.tui.screens.help import HelpScreen
from specdec_tui.tui.widgets.queue_table import QueueTable
from specdec_tui.tui.widgets.results_table import ResultsTable

__all__ = ["isolated_config"]  # the autouse fixture, imported so pytest finds it


@pytest.mark.slow  # measured 4.5 s
async def test_palette_exports_markdown_and_saves_the_queue(tmp_path: Path) -> None:
    from specdec_tui.sweepfile.config import load_sweep

    h = Harness(tmp_path)
    async with h.app.run_test(size=(100, 30), message_hook=h.messages.append) as pilot:
        await wait_for(pilot, lambda: len(h.app.cell_states) == 8)
        h.fake.finish_cell("baseline / short", output_tok_s=100.0)
        h.fake.finish_cell("ddtree-b16 / short", output_tok_s=190.0)
        await wait_for(pilot, lambda: len(h.app.query_one(ResultsTable).results) == 2)
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*"export: markdown")
        await pilot.pause(0.3)
        await pilot.press("enter")
        markdown = tmp_path / "results.md"
        await wait_for(pilot, lambda: markdown.exists())
        text = markdown.read_text()
        assert "| ddtree-b16 | short | budget=16 | ok | 1 | 190.0 |" in text and "1.90x" in text

        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: isinstance(h.app.screen, PromptScreen))
        target = tmp_path / "edited.toml"
        await set_input(pilot, "#prompt-input", str(target))
        await pilot.press("enter")
        await wait_for(pilot, lambda: target.exists())
        saved = load_sweep(target)
        assert [r.name for r in saved.runs] == ["baseline", "ddtree-b8", "ddtree-b12", "ddtree-b16"]
        assert [w.name for w in saved.workloads] == ["short", "long-context"]


@pytest.mark.slow  # measured 1.2 s
async def test_palette_is_namespaced_and_knows_the_state(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: len(h.app.cell_states) == 8)
        titles = [c.title for c in h.app.palette_commands()]
        for expected in ("export: csv", "export: json", "export: markdown", "queue: save", "theme: light",
                         "theme: high-contrast", "sweep: pause", "log: jump to first fatal line"):
            assert expected in titles
        assert "sweep: resume" not in titles
        h.fake.pause()
        await wait_for(pilot, lambda: h.app.status.state == "paused")
        titles = [c.title for c in h.app.palette_commands()]
        assert "sweep: resume" in titles and "sweep: pause" not in titles
        next(c for c in h.app.palette_commands() if c.title == "theme: high-contrast").callback()
        await pilot.pause()
        assert h.app.theme == "specdec-high-contrast"


@pytest.mark.slow  # measured 2.4 s
async def test_theme_option_and_unknown_theme(tmp_path: Path) -> None:
    h = Harness(tmp_path, theme="light")
    async with h.app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert h.app.theme == "specdec-light"
        await pilot.press("T")
        assert h.app.theme != "specdec-light" and h.app.theme.startswith("specdec-")
    h = Harness(tmp_path, theme="no-such-theme")
    async with h.app.run_test(size=(80, 24), message_hook=h.messages.append) as pilot:
        await pilot.pause()
        assert h.app.theme == "specdec-dark"
        assert any("unknown theme 'no-such-theme'" in n for n in h.notifications())


@pytest.mark.slow  # measured 1.8 s
async def test_user_keymap_remaps_a_binding_by_id(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    keymap = tmp_path / "keymap.toml"
    keymap.write_text('[keys]\n"queue.edit" = "z"\n"no.such.binding" = "y"\n')
    monkeypatch.setenv("SPECDEC_KEYMAP", str(keymap))
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24), message_hook=h.messages.append) as pilot:
        table = h.app.query_one(QueueTable)
        await wait_for(pilot, lambda: len(table.states) == 8)
        assert any("unknown binding id 'no.such.binding'" in n for n in h.notifications())
        await select_row(pilot, "baseline / short")
        await pilot.press("e")
        await pilot.pause()
        assert not isinstance(h.app.screen, EditCellScreen)
        await pilot.press("z")
        await wait_for(pilot, lambda: isinstance(h.app.screen, EditCellScreen))
        await pilot.press("escape")
        await pilot.press("question_mark")
        await wait_for(pilot, lambda: isinstance(h.app.screen, HelpScreen))
        rows = h.app.screen.rows  # type: ignore[attr-defined]
        edit_row = next(r for r in rows if r[3] == "queue.edit")
        assert edit_row[1] == "z"
        ids = {r[3] for r in rows}
        assert {"log.first-fatal", "log.follow", "sweep.pause", "queue.requeue", "detail.add-rule"} <= ids


@pytest.mark.slow  # measured 1.7 s
async def test_controller_errors_open_a_modal_not_a_traceback(tmp_path: Path) -> None:
    class Broken(FakeController):
        async def run(self) -> Any:
            raise RuntimeError("port 30123 is held by pid 4242")

    app = SpecdecApp(lambda sink: Broken(demo_like_sweep(), sink=sink, results_dir=tmp_path), clock=lambda: 0.0)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, ErrorScreen))
        assert "port 30123 is held by pid 4242" in screen_text(app)
        assert app.status.state == "error"
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, ErrorScreen)


@pytest.mark.slow  # measured 1.1 s
async def test_quit_stops_the_sweep_first(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: len(h.app.cell_states) == 8)
        await pilot.press("q")
        await wait_for(pilot, lambda: isinstance(h.app.screen, ConfirmScreen))
        await pilot.press("y")
        await wait_for(pilot, lambda: h.app.return_code is not None)
    assert ("abort", ()) in h.fake.calls
    assert h.app.return_code == 0  # the fake's summary
