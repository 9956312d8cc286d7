"""Start-up work before the sweep opens, off the event loop: the datasets the first verdicts read.

Parsing the 125 MB ShareGPT file takes seconds; the controller validates every cell when it is built,
and a dataset workload's verdict reads its prompts. So the app runs ``prepare`` (which fills the
dataset cache) in a thread worker first, showing ``loading dataset sharegpt (125.3 MB)`` in the status
bar, and builds the controller when it is done: the verdicts then read the cache. The UI draws and
answers keys meanwhile (``q`` quits; the parse in flight finishes in its thread).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from textual.worker import Worker, WorkerState

from specdec_tui.safety.textsafe import safe_text

if TYPE_CHECKING:
    from specdec_tui.tui.protocol import AppLike

Prepare = Callable[[Callable[[str], None]], Any]  # prepare(report): report(what) before each slow step
PREPARE_GROUP = "prepare"
LOADING = "loading"  # the status bar's state while it runs


def start_preparing(app: AppLike, prepare: Prepare) -> None:
    """Run ``prepare`` in a thread worker (group ``prepare``); its progress goes to the status bar."""
    app.status = dataclasses.replace(app.status, state=LOADING, current="datasets …")

    def show(what: str) -> None:
        app.status = dataclasses.replace(app.status, state=LOADING, current=f"dataset {safe_text(what, 200)} …")

    def report(what: str) -> None:  # called in the worker thread: the status changes on the loop
        try:
            app.call_from_thread(show, what)
        except RuntimeError:  # the app is closing
            pass

    app.run_worker(
        lambda: prepare(report), name="prepare", group=PREPARE_GROUP, thread=True, exclusive=True,
        exit_on_error=False,
    )  # fmt: skip


def prepared(app: AppLike, event: Worker.StateChanged) -> bool:
    """Whether the sweep can open now (the worker ended, well or not). A failure is a warning: the
    verdicts read the datasets themselves then, on the loop."""
    state = event.state
    if state not in (WorkerState.SUCCESS, WorkerState.ERROR):
        return False
    app.status = dataclasses.replace(app.status, state="starting", current=None)
    if state == WorkerState.ERROR:
        error = event.worker.error
        app.notify(
            f"could not read the datasets ahead: {type(error).__name__}: {error}", title="datasets", severity="warning"
        )
        return True
    lines = loaded_lines(event.worker.result)
    if lines:
        app.notify("\n".join(lines), title="datasets read in a worker thread")
    return True


def loaded_lines(warmed: Any) -> list[str]:
    """One line per dataset read (``datasets.Warmed``): ``sharegpt (125.3 MB): 200 prompts in 3.1 s``."""
    if not isinstance(warmed, Sequence):
        return []
    out = []
    for item in warmed:
        source, seconds = getattr(item, "source", None), getattr(item, "seconds", None)
        if source is None or not isinstance(seconds, (int, float)):
            continue
        error = getattr(item, "error", None)
        what = f"unusable: {error}" if error else f"{getattr(item, 'prompts', 0)} prompts"
        out.append(safe_text(f"{source}: {what} in {seconds:.1f} s", 400))
    return out
