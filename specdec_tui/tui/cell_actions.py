"""What the queue's and the detail screen's cell commands do: edit, add, re-queue, delete, add a rule.

Each command goes to the controller; its refusals (a running cell, a name clash, a cell another client
removed meanwhile) become notifications, and so does a background sweep's daemon found gone.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from specdec_tui.daemon.client import DaemonGone, DaemonUnresponsive
from specdec_tui.domain import events as ev
from specdec_tui.domain.model import Cell, Hardware, RunSpec, Workload, cell_key, copy_name
from specdec_tui.domain.status import FAILURES, FINISHED, CellStatus
from specdec_tui.rules.context import crash_context
from specdec_tui.safety.textsafe import safe_text
from specdec_tui.sweepfile.config import edited_run, edited_workload
from specdec_tui.triage.lines import line_core
from specdec_tui.tui.messages import CellAction
from specdec_tui.tui.screens.dialogs import AddRuleScreen, ConfirmScreen
from specdec_tui.tui.screens.edit_cell import CellEdit, EditCellScreen
from specdec_tui.tui.screens.history import HistoryScreen
from specdec_tui.tui.screens.requeue_many import RequeueChoice, RequeueManyScreen
from specdec_tui.tui.screens.run_detail import RunDetailScreen
from specdec_tui.tui.widgets.results_table import ResultsTable

if TYPE_CHECKING:
    from specdec_tui.tui.protocol import AppLike, VerdictLike

REQUEUEABLE = FINISHED
FAILED = FAILURES  # what "re-queue all crashed or failed cells" picks
# Actions that change the queue or the rules: refused at once when a background sweep's daemon is gone.
CHANGES = frozenset({"edit", "edit-workload", "add", "duplicate", "delete", "move-up", "move-down", "requeue",
                     "requeue-edit", "add-rule"})  # fmt: skip


class CellGone(Exception):
    """The cell a command names is no longer in the queue (its refusal was shown already)."""


@dataclass(frozen=True)
class Unchecked:
    """The editor's verdict when the controller cannot give one (its daemon is gone)."""

    status: str
    reasons: tuple[str, ...]


class CellActions:
    """The cell commands of one app."""

    def __init__(self, app: AppLike) -> None:
        self.app = app

    def handle(self, message: CellAction) -> None:
        controller = self.app.controller
        if controller is None:
            return
        handlers: dict[str, Callable[[str], object]] = {
            "detail": self._open_detail,
            "edit": self._edit_cell,
            "edit-workload": lambda key: self._edit_cell(key, focus="f-wl-prompt_tokens_min"),
            "add": self._add_cell,
            "duplicate": lambda key: self._call(controller.duplicate_cell, key),
            "delete": self._delete_cell,
            "move-up": lambda key: self._call(controller.move_cell, key, -1),
            "move-down": lambda key: self._call(controller.move_cell, key, 1),
            "requeue": self._requeue,
            "requeue-edit": self._requeue_with_edits,
            "add-rule": self._add_rule,
            "history": self._open_history,
            "categories": self._open_categories,
        }
        handler = handlers.get(message.action)
        if handler is None or (message.action in CHANGES and self.app.refuse_if_gone()):
            return
        self._guarded(handler)(message.key)

    def _guarded(self, function: Callable[..., Any]) -> Callable[..., None]:
        """``function`` (a handler, or a dialog's callback that runs later) with the controller's
        failures shown instead of raised: a cell gone from the queue, a daemon gone."""

        @functools.wraps(function)
        def run(*args: Any) -> None:
            try:
                function(*args)
            except CellGone:
                pass  # said already
            except KeyError as exc:
                self._say_missing(exc)
            except DaemonGone as exc:
                self.app.daemon_went(str(exc), unresponsive=isinstance(exc, DaemonUnresponsive))

        return run

    def _push(self, screen: Any, callback: Callable[[Any], Any] | None = None) -> None:
        self.app.push_screen(screen, None if callback is None else self._guarded(callback))

    def _call(self, method: Callable[..., Any], *args: Any) -> tuple[bool, Any]:
        """Call a controller command; its refusals (ValueError, KeyError) become a notification.
        Returns (succeeded, what it returned)."""
        return self.app.command(method, *args)

    def _say_missing(self, exc: KeyError) -> None:
        self.app.notify(safe_text(missing_cell_text(exc), 500), severity="error")

    def _cell(self, key: str) -> Cell:
        """The controller's cell ``key``; CellGone (after saying so) when it left the queue."""
        controller = self.app.controller
        assert controller is not None
        try:
            return controller.cell(key)
        except KeyError as exc:
            self._say_missing(exc)
            raise CellGone(key) from None

    def _verdict(self, run: RunSpec, workload: Workload) -> VerdictLike:
        """The editor's verdict on every keystroke; a daemon gone is a warning in it, not a traceback."""
        controller = self.app.controller
        assert controller is not None
        try:
            return controller.verdict_for(run, workload)
        except DaemonGone as exc:
            return Unchecked("warning", (f"not checked: {exc}",))

    def _state(self, key: str) -> ev.CellState | None:
        return self.app.cell_states.get(key)

    def _open_detail(self, key: str) -> None:
        assert self.app.controller is not None
        result = self.app.query_one(ResultsTable).results.get(key)
        if result is None:
            try:
                result = self.app.controller.result(key)
            except (KeyError, DaemonGone):  # the detail shows what the app holds
                result = None
        self._push(RunDetailScreen(self._state(key), result, key))

    def _open_categories(self, key: str) -> None:
        """The Categories view over the Results view's rows, on ``key``'s workload and run."""
        from specdec_tui.tui.screens.categories import CategoriesScreen

        assert self.app.controller is not None
        table = self.app.query_one(ResultsTable)
        result = table.results.get(key)
        if result is None and key:
            try:
                result = self.app.controller.result(key)
            except (KeyError, DaemonGone):  # the detail shows what the app holds
                result = None
        self._push(
            CategoriesScreen(
                lambda: list(table.results.values()),
                changed=table.rows_changed,
                workload=result.workload if result else None,
                run=result.run if result else None,
            )
        )

    def _edit_cell(self, key: str, focus: str | None = None) -> None:
        state = self._state(key)
        if state is not None and state.status == CellStatus.RUNNING:
            self.app.notify("That cell is running: skip it (s), then re-queue it with edits (R).", severity="warning")
            return
        if state is not None and state.status in FINISHED and state.status != CellStatus.INVALID:
            self._requeue_with_edits(key, focus)
            return
        self._open_editor(key, f"Edit {key}", self._apply_edit, focus)

    def _open_editor(
        self, key: str, title: str, apply: Callable[[str, CellEdit], None], focus: str | None = None
    ) -> None:
        cell = self._cell(key)

        def done(edit: CellEdit | None) -> None:
            if edit is not None:
                apply(key, edit)

        self._push(EditCellScreen(title, cell.run, cell.workload, self._verdict, focus=focus), done)

    # ------------------------------------------------------------------ names of edited cells
    def _queue_cells(self, exclude: str | None = None) -> list[tuple[str, RunSpec, Workload]]:
        controller = self.app.controller
        assert controller is not None
        cells = []
        for key, state in self.app.cell_states.items():
            if key == exclude:
                continue
            try:
                cell = controller.cell(key)
            except KeyError:
                continue
            cells.append((state.status, cell.run, cell.workload))
        return cells

    def named(self, key: str, edit: CellEdit) -> CellEdit:
        """The edit with names that say what it is: a run whose parameters changed is renamed from its
        template (``ddtree-b12`` at budget 20 becomes ``ddtree-b20``), and a workload edited for this
        cell only never shares its name with the definition other cells keep."""
        cell = self._cell(key)
        others = self._queue_cells(exclude=key)
        run = edited_run(cell.run, edit.run, [r for _, r, _ in others])
        workload = edit.workload
        if workload != cell.workload:
            # An edit for every cell leaves alone the cells that already ran (they keep what they ran).
            keeping = [w for status, _, w in others if not edit.workload_everywhere or status not in _UPDATED]
            workload = edited_workload(cell.workload, workload, keeping)
        return dataclasses.replace(edit, run=run, workload=workload)

    def _apply_edit(self, key: str, edit: CellEdit) -> None:
        controller = self.app.controller
        assert controller is not None
        cell = self._cell(key)
        edit = self.named(key, edit)
        workload_changed = edit.workload != cell.workload
        if workload_changed and edit.workload_everywhere:
            ok, _ = self._call(controller.update_workload, cell.workload.name, edit.workload)
            if ok:
                key = cell_key(cell.run.name, edit.workload.name)
            if ok and edit.run != cell.run:
                self._call(controller.edit_cell, key, edit.run, None)
        else:
            self._call(controller.edit_cell, key, edit.run, edit.workload)
        self._queued_after_finish()

    def _add_cell(self, key: str) -> None:
        controller = self.app.controller
        assert controller is not None
        if not key:
            self.app.notify("Open a sweep with at least one cell to add more.", severity="warning")
            return

        cell = self._cell(key)
        name = copy_name(cell.run.name, {c.run for c in self.app.cell_states.values()})
        run = dataclasses.replace(cell.run, name=name, template=name)
        index = list(self.app.cell_states).index(key) + 1 if key in self.app.cell_states else len(self.app.cell_states)

        def done(edit: CellEdit | None) -> None:
            if edit is None:
                return
            if edit.run.name == run.name:
                # The suggested name was kept: name the new cell after its parameters, from the
                # template of the cell it was made from.
                source = dataclasses.replace(cell.run, name=run.name, template=cell.run.template or cell.run.name)
                renamed = edited_run(source, edit.run, [r for _, r, _ in self._queue_cells()])
                edit = dataclasses.replace(edit, run=renamed)
            if edit.workload != cell.workload and not edit.workload_everywhere:
                others = [w for _, _, w in self._queue_cells()]
                edit = dataclasses.replace(edit, workload=edited_workload(cell.workload, edit.workload, others))
            if edit.workload != cell.workload and edit.workload_everywhere:
                self._call(controller.update_workload, cell.workload.name, edit.workload)
            self._call(controller.insert_cell, index, edit.run, edit.workload)
            self._queued_after_finish()

        self._push(EditCellScreen("Add a cell", run, cell.workload, self._verdict), done)

    def _delete_cell(self, key: str) -> None:
        def answer(yes: bool | None) -> None:
            if not yes or self.app.controller is None:
                return
            ok, _ = self._call(self.app.controller.remove_cell, key)
            if ok:
                self.app.notify(f"Removed {key}.")

        question = f"Remove {key} from the queue? Results it already recorded stay in the results folder."
        self._push(ConfirmScreen(question), answer)

    def _requeue(self, key: str) -> None:
        controller = self.app.controller
        assert controller is not None
        state = self._state(key)
        if state is not None and state.status not in REQUEUEABLE:
            self.app.notify(f"{key} is {state.status}; only finished cells can be re-queued.", severity="warning")
            return
        known = self._known_crash(key)
        if known:
            # Re-queued as it is, the cell would only be recorded as invalid over its crash: ask first.
            def answer(yes: bool | None) -> None:
                if yes:
                    self._requeue_keys([key], force=True)

            self._push(
                ConfirmScreen(
                    f"{key} matches a known-crash rule:\n{known}\n\nRetry it anyway? The rule is ignored "
                    "for this cell only; it stays for the others.",
                    yes="Retry",
                    no="Cancel",
                ),
                answer,
            )
            return
        self._requeue_keys([key], force=False)

    def _known_crash(self, key: str) -> str:
        """The known-crash reason that would grey the cell out if re-queued, or ""."""
        controller = self.app.controller
        assert controller is not None
        try:
            cell = controller.cell(key)
        except KeyError:
            return ""
        verdict = controller.verdict_for(cell.run, cell.workload)
        if verdict.status != "invalid":
            return ""
        return next((r for r in verdict.reasons if r.startswith(("known crash", "learned crash"))), "")

    def _requeue_keys(self, keys: list[str], *, force: bool) -> None:
        controller = self.app.controller
        assert controller is not None
        done: list[str] = []
        for key in keys:
            ok, new_key = self._call(lambda k: controller.requeue(k, force=force), key)
            if ok:
                done.append(new_key)
            elif self.app.daemon_refusal() is not None:
                break  # its daemon is gone: said once, the other cells are not tried
        if len(done) == 1:
            self._announce_requeued(done[0])
        elif done:
            self.app.notify(f"Re-queued {len(done)} cells" + (" (known-crash rules ignored)." if force else "."))
        if done:
            self._run_if_finished()

    def requeue_failed(self) -> None:
        """Pick among every crashed, hung or failed cell (all ticked) and re-queue them at once."""
        self._guarded(self._requeue_failed)()

    def _requeue_failed(self) -> None:
        failed = [(key, state) for key, state in self.app.cell_states.items() if state.status in FAILED]
        if not failed:
            self.app.notify("No crashed or failed cell to re-queue.", severity="warning")
            return
        cells = [(key, self._how_it_ended(key, state)) for key, state in failed]
        known = sum(1 for key, _ in failed if self._known_crash(key))

        def done(choice: RequeueChoice | None) -> None:
            if choice is not None:
                self._requeue_keys(list(choice.keys), force=choice.force)

        self._push(RequeueManyScreen(cells, known_crashes=known), done)

    def _how_it_ended(self, key: str, state: ev.CellState) -> str:
        controller = self.app.controller
        assert controller is not None
        try:
            result = controller.result(key)
        except KeyError:
            result = None
        if result is not None and result.triage_label:
            return safe_text(f"{result.triage_label}: {line_core(result.first_fatal_line or '')}", 120)
        if result is not None and result.reasons:
            return safe_text(result.reasons[0], 120)
        return state.status

    def _open_history(self, row_id: str) -> None:
        table = self.app.query_one(ResultsTable)
        latest = table.results.get(row_id)
        if latest is None:
            return
        self._push(HistoryScreen(row_id, [*table.history.get(row_id, []), latest]))

    def _requeue_with_edits(self, key: str, focus: str | None = None) -> None:
        state = self._state(key)
        if state is not None and state.status == CellStatus.RUNNING:
            self.app.notify("That cell is running: skip it first (s).", severity="warning")
            return
        if state is not None and state.status == CellStatus.PENDING:
            self._open_editor(key, f"Edit {key}", self._apply_edit, focus)
            return

        def apply(key: str, edit: CellEdit) -> None:
            controller = self.app.controller
            assert controller is not None
            cell = self._cell(key)
            edit = self.named(key, edit)
            if edit.workload != cell.workload and edit.workload_everywhere:
                self._call(controller.update_workload, cell.workload.name, edit.workload)
            ok, new_key = self._call(controller.requeue, key, edit.run, edit.workload)
            if ok:
                self._announce_requeued(new_key)
                self._run_if_finished()

        self._open_editor(key, f"Re-queue {key} with edits", apply, focus)

    def _run_if_finished(self) -> None:
        """Re-queueing asks for a run: after a finished sweep, the runner starts again for it."""
        # The controller's own queue: the app's copy is updated by a message that has not arrived yet.
        assert self.app.controller is not None
        queued = any(c.status == CellStatus.PENDING and c.verdict != "invalid" for c in self.app.controller.snapshot())
        if not self.app.running and self.app.status.state == "finished" and queued:
            self.app.start_sweep()

    def _announce_requeued(self, new_key: str) -> None:
        assert self.app.controller is not None
        state = next((c for c in self.app.controller.snapshot() if c.key == new_key), None)
        if state is not None and state.verdict == "invalid":
            reason = state.reasons[0] if state.reasons else "invalid"
            self.app.notify(f"{new_key} re-queued but greyed out: {reason}", severity="warning", timeout=8)
        else:
            self.app.notify(f"Re-queued {new_key}.")

    def _add_rule(self, key: str) -> None:
        controller = self.app.controller
        assert controller is not None
        cell = self._cell(key)
        result = self.app.query_one(ResultsTable).results.get(key)
        sweep = controller.current_sweep()
        # The match a learned rule for this crash gets (model and tp included): the GPU it ran on.
        arch = result.gpu_arch if result else None
        match = crash_context(sweep, Hardware(gpu_arch=arch), cell.run)
        label = (result.triage_label if result else None) or "crash"
        fatal = (result.first_fatal_line if result else None) or ""
        reason = f"{label} in run '{cell.run.name}'" + (f": {safe_text(fatal, 160)}" if fatal else "")

        def done(answer: tuple[dict[str, Any], str] | None) -> None:
            if answer is None:
                return
            try:
                controller.add_rule(*answer)
            except DaemonGone as exc:
                self.app.daemon_went(f"the rule is not added: {exc}", unresponsive=isinstance(exc, DaemonUnresponsive))
            except (OSError, ValueError) as exc:
                self.app.notify(f"could not add the rule: {exc}", severity="error")

        self._push(AddRuleScreen(match, reason), done)

    def _queued_after_finish(self) -> None:
        if not self.app.running and self.app.status.state == "finished" and self.app.queued_count():
            self.app.notify(f"{self.app.queued_count()} cell(s) queued: press c to run them.")


def missing_cell_text(exc: KeyError) -> str:
    """A KeyError from a cell command as a sentence: the daemon's says what happened; a local queue's
    is the bare key."""
    text = str(exc.args[0]) if exc.args else ""
    if ": " not in text:
        text = f"{text}: that cell is no longer in the queue (removed or renamed); nothing was changed"
    return text


# The statuses of the cells a workload edit for every cell updates (Controller.update_workload).
_UPDATED = (CellStatus.PENDING, CellStatus.INVALID, CellStatus.SKIPPED)

