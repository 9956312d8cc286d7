"""What counts as a new notification: one the user has not seen. A notification is seen once the
list (``n``) is opened or once the user pressed a key while the bar showed it as the newest; the
list keeps every notification all the same."""

from __future__ import annotations

from pathlib import Path

from tui_harness import Harness, isolated_config, wait_for

from specdec_tui.tui.notices import NoticeLog
from specdec_tui.tui.screens.notices import NoticesScreen
from specdec_tui.tui.widgets.notice_bar import NotificationBar

__all__ = ["isolated_config"]


def _add(log: NoticeLog, text: str) -> None:
    log.add(text, title="", severity="information", raised_at=0.0, timeout_s=5.0)


def test_only_the_newest_notification_is_seen_on_the_bar() -> None:
    log = NoticeLog()
    for text in ("a", "b", "c"):
        _add(log, text)
    assert log.mark_latest_seen() is True
    assert log.unseen == 2  # "a" and "b" were replaced on the bar before the user acted
    assert log.mark_latest_seen() is False and log.unseen == 2
    log.mark_seen()
    _add(log, "d")
    assert log.unseen == 1 and log.mark_latest_seen() and log.unseen == 0
    assert [n.message for n in log] == ["a", "b", "c", "d"]


async def test_a_seen_finished_sweep_does_not_keep_the_count_growing(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    async with h.app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: len(h.app.cell_states) == 8)
        h.fake.finished.set()
        await wait_for(pilot, lambda: h.app.status.state == "finished")
        await pilot.pause()
        bar = h.app.query_one(NotificationBar)
        assert "sweep finished" in str(bar.render())
        await pilot.press("n")  # the list, with the outcome, then closed
        await wait_for(pilot, lambda: isinstance(h.app.screen, NoticesScreen))
        await pilot.press("escape")
        await wait_for(pilot, lambda: not isinstance(h.app.screen, NoticesScreen))
        total = h.app.notices.total
        # Each key's answer shows on the bar; the next key is pressed with it in view.
        for i in range(3):
            h.app.notify(f"answer {i}")
            await pilot.pause()
            await pilot.press("down")
        await pilot.pause()
        assert h.app.notices.unseen == 0
        assert "new)" not in str(bar.render()), str(bar.render())
        assert h.app.notices.total == total + 3  # the list still holds everything
        # Two at once: the one replaced on the bar before any key stays new.
        h.app.notify("first of two")
        h.app.notify("second of two")
        await pilot.pause()
        await pilot.press("down")
        await pilot.pause()
        assert h.app.notices.unseen == 1 and "(1 new)" in str(bar.render())
