"""The TUI while results cannot be written: a banner naming the error and folder, the sweep shown
paused, `W` to retry, and failed log/rules writes in the status bar (fake controller)."""

from __future__ import annotations

from pathlib import Path

import pytest
from tui_fakes import screen_text
from tui_harness import Harness, isolated_config, wait_for

from specdec_tui.domain import events as ev
from specdec_tui.tui.widgets.banner import WriteFailureBanner
from specdec_tui.tui.widgets.queue_table import QueueTable

__all__ = ["isolated_config"]  # the autouse fixture, imported so pytest finds it


@pytest.mark.slow  # measured 2.4 s
async def test_a_failed_results_write_pauses_with_a_banner_and_w_retries(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24), message_hook=h.messages.append) as pilot:
        table = h.app.query_one(QueueTable)
        await wait_for(pilot, lambda: len(table.states) == 8)
        banner = h.app.query_one(WriteFailureBanner)
        assert not banner.has_class("-visible")
        await pilot.press("W")  # nothing is waiting: the key says so and asks nothing of the controller
        await pilot.pause()
        assert ("retry_writes", ()) not in h.fake.calls

        results = str(tmp_path / "r" / "results.jsonl")
        h.fake.emit(ev.ResultsNotSaved(results, "No space left on device", 2, 5.0))
        await wait_for(pilot, lambda: banner.has_class("-visible"))
        assert "No space left on device" in banner.message and str(tmp_path / "r") in banner.message
        assert "2 waiting" in banner.message and "W writes them" in banner.message
        assert h.app.status.state == "paused"
        text = screen_text(h.app)
        assert "PAUSED, results not saved: No space left on device. 2 waiting" in text
        assert "│ ⚠ results not saved │" in text.splitlines()[-2]  # the status bar

        await pilot.press("W")
        await pilot.pause()
        assert ("retry_writes", ()) in h.fake.calls

        h.fake.emit(ev.ResultsSaved(results, 2))
        await wait_for(pilot, lambda: not banner.has_class("-visible"))
        assert h.app.status.state == "running" and h.app.status.warning == ""
        assert any("2 results written to" in n for n in h.notifications())


@pytest.mark.slow  # measured 3.3 s
async def test_failed_log_and_rules_writes_show_in_the_status_bar(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(120, 30), message_hook=h.messages.append) as pilot:
        table = h.app.query_one(QueueTable)
        await wait_for(pilot, lambda: len(table.states) == 8)
        h.fake.emit(ev.StorageWarning("server log", str(tmp_path / "logs" / "b-1.log"), "No space left on device"))
        await wait_for(pilot, lambda: bool(h.app.status.warning))
        assert "⚠ server log not written: No space left on device" in screen_text(h.app)
        h.fake.emit(ev.StorageWarning("rules file", str(tmp_path / "known_crashes.toml"), "Read-only file system"))
        await wait_for(pilot, lambda: "rules file" in h.app.status.warning)
        assert "⚠ rules file not written: Read-only file system" in screen_text(h.app)
        assert not h.app.query_one(WriteFailureBanner).has_class("-visible")  # a warning, not a pause
