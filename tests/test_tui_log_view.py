"""The log pane in a small app: follow, pause with +N, resume, fatal lines, filter, hostile text."""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult
from tui_fakes import screen_text

from specdec_tui.domain import events as ev
from specdec_tui.tui.widgets.log_view import MAX_RENDER_CHARS, LogFooter, LogPane, LogView


class LogApp(App[None]):
    CSS = "LogPane { height: 1fr; }"

    def compose(self) -> ComposeResult:
        yield LogPane(capacity=5000, id="log")

    def on_mount(self) -> None:
        self.query_one(LogView).focus()


def batch(start: int, count: int, word: str = "line") -> ev.ServerLog:
    return ev.ServerLog(tuple(f"{word} {i}" for i in range(start, start + count)), start)


@pytest.mark.slow  # measured 0.8 s
async def test_follows_the_tail_then_pauses_when_scrolled_up_and_resumes() -> None:
    app = LogApp()
    async with app.run_test(size=(80, 20)) as pilot:
        view = app.query_one(LogView)
        view.append_batches([batch(1, 1000)])
        await pilot.pause(0.1)
        assert view.following
        assert "line 1000" in screen_text(app)

        await pilot.press("pageup")
        await pilot.pause()
        assert not view.following
        top_before = view.ring.row_to_seq(round(view.scroll_y))
        view.append_batches([batch(1001, 50)])
        await pilot.pause(0.1)
        assert view.new_lines == 50
        assert view.ring.row_to_seq(round(view.scroll_y)) == top_before  # the view stays put
        assert "+50 lines" in screen_text(app)
        assert "line 1050" not in screen_text(app)

        await pilot.press("end")
        await pilot.pause()
        assert view.following and view.new_lines == 0
        assert "line 1050" in screen_text(app)
        assert "following" in str(app.query_one(LogFooter).render())


@pytest.mark.slow  # measured 0.7 s
async def test_paused_view_keeps_its_lines_while_old_ones_are_evicted() -> None:
    app = LogApp()
    async with app.run_test(size=(80, 20)) as pilot:
        view = app.query_one(LogView)
        view.append_batches([batch(1, 4900)])
        await pilot.pause(0.1)
        await pilot.press("pageup")
        await pilot.pause()
        top = view.ring.row_to_seq(round(view.scroll_y))
        row_before = round(view.scroll_y)
        view.append_batches([batch(4901, 800)])  # capacity 5000: the oldest 700 lines drop out
        await pilot.pause(0.1)
        assert view.ring.first == 700
        assert round(view.scroll_y) == row_before - 700  # rows shifted up...
        assert view.ring.row_to_seq(round(view.scroll_y)) == top  # ...so the same line stays on top


@pytest.mark.slow  # measured 0.3 s
async def test_jump_to_first_fatal_line_and_highlight() -> None:
    app = LogApp()
    async with app.run_test(size=(80, 20)) as pilot:
        view = app.query_one(LogView)
        view.start_launch("server starting")
        view.append_batches([batch(1, 300)])
        view.append_batches([ev.ServerLog(("RuntimeError: CUDA error: an illegal instruction was encountered",), 301)])
        view.append_batches([batch(302, 300)])
        view.mark_fatal(301)
        await pilot.pause(0.1)
        assert "illegal instruction" not in screen_text(app)
        await pilot.press("f")
        await pilot.pause()
        assert not view.following
        text = screen_text(app)
        assert "   301 RuntimeError: CUDA error: an illegal instruction" in text
        assert "1 fatal" in text


@pytest.mark.slow  # measured 2.4 s
async def test_filter_substring_and_regex() -> None:
    app = LogApp()
    async with app.run_test(size=(80, 20)) as pilot:
        view = app.query_one(LogView)
        view.append_batches([batch(1, 500)])
        view.append_batches([ev.ServerLog(("Decode batch. #running-req: 1, accept len: 3.20",), 501)])
        await pilot.pause(0.1)
        await pilot.press("slash")
        await pilot.press(*"accept len")
        await pilot.pause(0.1)
        assert view.ring.row_count == 1
        assert "accept len: 3.20" in screen_text(app)
        assert "line 499" not in screen_text(app)
        await pilot.press("escape")
        pane = app.query_one(LogPane)
        pane.clear_filter()
        await pilot.pause()
        assert view.ring.row_count == 501
        pane.query_one("#log-filter").value = "/line 4[0-9]{2}$/"  # type: ignore[attr-defined]
        await pilot.pause(0.1)
        assert view.ring.row_count == 100
        pane.query_one("#log-filter").value = "/(oops/"  # type: ignore[attr-defined]
        await pilot.pause(0.1)
        assert "bad regex" in screen_text(app)
        assert view.ring.row_count == 501  # a broken pattern filters nothing


@pytest.mark.slow  # measured 0.4 s
async def test_lines_render_as_text_never_markup_and_huge_lines_are_capped() -> None:
    app = LogApp()
    async with app.run_test(size=(80, 20)) as pilot:
        view = app.query_one(LogView)
        view.append_batches([ev.ServerLog(("[bold red]not markup[/] \\x1b[31m", "y" * 10_000_000), 1)])
        await pilot.pause(0.1)
        text = screen_text(app)
        assert "[bold red]not markup[/] \\x1b[31m" in text
        strip = view._line_strips(view.ring.total - 1, view.rich_style)[1]
        assert strip.cell_length < MAX_RENDER_CHARS + 40
        await pilot.press("end")  # scrolling and rendering after the huge line still work
        await pilot.pause()


@pytest.mark.slow  # measured 0.3 s
async def test_batches_of_100k_lines_do_not_refresh_per_line() -> None:
    app = LogApp()
    async with app.run_test(size=(80, 20)) as pilot:
        view = app.query_one(LogView)
        flushes = 0
        original = view._flush

        def counting_flush() -> None:
            nonlocal flushes
            flushes += 1
            original()

        view._flush = counting_flush  # type: ignore[method-assign]
        for i in range(100):
            view.append_batches([batch(i * 1000 + 1, 1000)])
        await pilot.pause(0.2)
        assert view.ring.total == 100_000
        assert len(view.ring) == 5000
        assert flushes <= 3  # throttled: not one refresh per batch, let alone per line
        assert "line 100000" in screen_text(app)
