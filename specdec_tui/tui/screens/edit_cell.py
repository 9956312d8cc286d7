"""The cell editor: a modal form over a run and its workload that re-validates as you type."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.screen import ModalScreen
from textual.widgets import Button, Checkbox, Input, Label, Static

from specdec_tui.domain.model import RunSpec, Workload
from specdec_tui.sweepfile.config import MAX_REPEATS
from specdec_tui.tui.protocol import VerdictLike
from specdec_tui.validate.checks import LOADING

# (key, label, parser) for the speculative parameters the form offers; "extra" is kept as it was.
Parser = Callable[[str], Any]


def _int(text: str) -> int:
    value = int(text)
    if value < 0:
        raise ValueError("must be ≥ 0")
    return value


def _float(text: str) -> float:
    return float(text)


RUN_FIELDS: tuple[tuple[str, str, Parser], ...] = (
    ("algorithm", "algorithm", str),
    ("draft_model", "draft model", str),
    ("budget", "budget", _int),
    ("num_steps", "steps", _int),
    ("topk", "topk", _int),
    ("num_draft_tokens", "draft tokens", _int),
    ("block_size", "block size", _int),
    ("draft_min", "draft min", _int),
    ("draft_p_min", "draft p min", _float),
    ("ngram_min", "ngram min", _int),
    ("ngram_max", "ngram max", _int),
)

_DRAFT_HEAD = frozenset({"eagle", "eagle3", "standalone", "nextn", "mtp", "draft", "draft_model", "frozen_kv_mtp"})


def relevant_fields(algorithm: str, backend: str = "") -> frozenset[str] | None:
    """The speculative fields that mean something for ``algorithm`` on ``backend`` (besides the
    algorithm itself); None when unknown, and then the form shows them all."""
    alg = algorithm.strip().lower()
    if not alg:
        return None
    if alg == "none":
        return frozenset()
    if backend == "llamacpp":
        if alg.startswith("ngram"):
            return frozenset({"num_draft_tokens", "draft_min"})
        if alg.startswith("draft") or alg in _DRAFT_HEAD or alg in ("dflash", "dspark"):
            return frozenset({"draft_model", "num_draft_tokens", "draft_min", "draft_p_min"})
        return None
    if alg == "ddtree":
        return frozenset({"draft_model", "budget"})
    if alg in _DRAFT_HEAD:
        return frozenset({"draft_model", "num_steps", "topk", "num_draft_tokens"})
    if alg in ("dflash", "dspark"):
        return frozenset({"draft_model", "num_draft_tokens", "block_size"})
    if alg in ("ngram", "ngram_gpu"):
        return frozenset({"num_draft_tokens", "ngram_min", "ngram_max"})
    if alg == "suffix":
        return frozenset({"num_draft_tokens"})
    return None


WORKLOAD_FIELDS: tuple[tuple[str, str], ...] = (
    ("prompt_tokens_min", "prompt min"),
    ("prompt_tokens_max", "prompt max"),
    ("output_tokens", "output"),
    ("requests", "requests"),
    ("concurrency", "concurrency"),
    ("repeats", "repeats"),  # measurements of the cell on one server (shown as the effective count)
)
# A dataset workload's prompts come from its data: no prompt lengths; these instead (text fields).
DATASET_FIELDS: tuple[tuple[str, str], ...] = (
    ("dataset", "dataset"),
    ("category", "category"),  # comma-separated; empty: every category
    ("sample", "sample"),  # per category; "all" (or empty): every prompt
    ("turns", "turns"),
    ("api", "api"),
)
ALL = "all"  # what the form shows for "every prompt" (requests 0, sample None)
LOADING_RECHECK_S = 0.25


def workload_fields(workload: Workload) -> tuple[tuple[str, str], ...]:
    """The numeric workload fields the form offers for ``workload``."""
    if workload.dataset is None:
        return WORKLOAD_FIELDS
    return tuple(f for f in WORKLOAD_FIELDS if not f[0].startswith("prompt_tokens"))


def _field_text(workload: Workload, key: str) -> str:
    """A workload value as the form shows it."""
    if key == "repeats":
        return str(workload.measurements)
    value = getattr(workload, key)
    if key == "requests" and workload.dataset is not None and not value:
        return ALL  # each selected prompt once
    if key == "sample" and value is None:
        return ALL
    if key == "category":
        return ", ".join(value or ())
    if key == "api" and value is None:
        return workload.effective_api
    return "" if value is None else str(value)


@dataclass(frozen=True)
class CellEdit:
    """What the form returns: the edited run and workload, and whether the workload edit applies to
    every cell that uses the workload (else to this cell only)."""

    run: RunSpec
    workload: Workload
    workload_everywhere: bool


class EditCellScreen(ModalScreen[CellEdit | None]):
    """Edit a run's speculative parameters and its workload; the verdict updates on every keystroke."""

    BINDINGS = [
        Binding("ctrl+s", "save", "Save", id="edit.save"),
        Binding("escape", "cancel", "Cancel", id="edit.cancel"),
    ]

    class Revalidated(Message):
        """The form's current values were validated (``verdict`` is None when a field does not parse)."""

        def __init__(self, verdict: VerdictLike | None, problems: tuple[str, ...]) -> None:
            super().__init__()
            self.verdict = verdict
            self.problems = problems

    def __init__(
        self,
        title: str,
        run: RunSpec,
        workload: Workload,
        validate: Callable[[RunSpec, Workload], VerdictLike],
        *,
        allow_workload_everywhere: bool = True,
        focus: str | None = None,
        backend: str | None = None,
    ) -> None:
        super().__init__(classes="dialog-screen")
        self.title_text = title
        self.run = run
        self.workload = workload
        self._validate = validate
        self._allow_everywhere = allow_workload_everywhere
        self._focus = focus or "f-spec-algorithm"
        # Keys typed before the form is on screen land in the field it opens on, not elsewhere.
        self.AUTO_FOCUS = f"#{self._focus}"
        self._backend = backend
        self.candidate: tuple[RunSpec, Workload] | None = None

    # ------------------------------------------------------------------ layout
    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog dialog-wide", id="edit-dialog"):
            yield Label(Text(self.title_text), classes="dialog-title")
            with Horizontal(id="edit-columns"):
                with VerticalScroll(classes="form", id="edit-run"):
                    yield Static("run", classes="form-heading")
                    yield from self._row("run name", "f-run-name", self.run.name)
                    for key, label, _ in RUN_FIELDS:
                        value = self.run.speculative.get(key)
                        yield from self._row(label, f"f-spec-{key}", "" if value is None else str(value))
                with VerticalScroll(classes="form", id="edit-workload"):
                    yield Static("workload", classes="form-heading")
                    yield from self._row("name", "f-wl-name", self.workload.name)
                    if self.workload.dataset is not None:
                        for key, label in DATASET_FIELDS:
                            yield from self._row(label, f"f-wl-{key}", _field_text(self.workload, key))
                    for key, label in workload_fields(self.workload):
                        yield from self._row(label, f"f-wl-{key}", _field_text(self.workload, key))
                    yield Checkbox(
                        "apply to every cell using it",
                        value=self._allow_everywhere,
                        id="f-everywhere",
                        disabled=not self._allow_everywhere,
                        compact=True,
                    )
            yield Static(id="edit-verdict")
            with Horizontal(classes="dialog-buttons"):
                yield Button("Save (ctrl+s)", id="save", variant="primary", compact=True)
                yield Button("Cancel (esc)", id="cancel", compact=True)

    @staticmethod
    def _row(label: str, input_id: str, value: str) -> ComposeResult:
        with Horizontal(classes="form-row", id=f"row-{input_id}"):
            yield Label(label, classes="form-label")
            # Tab into a field puts the cursor at its end: the first key edits, never erases.
            yield Input(value, id=input_id, classes="form-input", compact=True, select_on_focus=False)

    def on_mount(self) -> None:
        self.show_relevant_fields()
        focus = self.query_one(f"#{self._focus}", Input)
        if self.focused is not focus:
            focus.focus()
        self.revalidate()

    @property
    def backend(self) -> str:
        if self._backend is not None:
            return self._backend
        identity = getattr(self.app, "identity", None)
        return str(getattr(identity, "backend", "") or "")

    def show_relevant_fields(self) -> None:
        """Show the speculative fields the algorithm uses, and any other that holds a value (so no
        value acts unseen); every field when the algorithm is unknown."""
        relevant = relevant_fields(self._value("f-spec-algorithm"), self.backend)
        for key, _, _ in RUN_FIELDS:
            if key == "algorithm":
                continue
            row = self.query_one(f"#row-f-spec-{key}")
            row.display = relevant is None or key in relevant or bool(self._value(f"f-spec-{key}"))

    # ------------------------------------------------------------------ values
    def _value(self, input_id: str) -> str:
        return self.query_one(f"#{input_id}", Input).value.strip()

    def build(self) -> tuple[tuple[RunSpec, Workload] | None, list[str]]:
        """The run and workload the form describes, or the problems that stop it parsing."""
        problems: list[str] = []
        speculative: dict[str, Any] = {}
        for key, label, parse in RUN_FIELDS:
            text = self._value(f"f-spec-{key}")
            if not text:
                continue
            try:
                speculative[key] = parse(text)
            except ValueError as exc:
                problems.append(f"{label}: '{text}' {_why(exc)}")
        if not speculative.get("algorithm"):
            problems.append("algorithm: required ('none' for the baseline)")
        if "extra" in self.run.speculative:
            speculative["extra"] = self.run.speculative["extra"]
        run_name = self._value("f-run-name")
        if not run_name:
            problems.append("run name: required")
        workload_values: dict[str, Any] = {}
        is_dataset = self.workload.dataset is not None
        for key, label in workload_fields(self.workload):
            text = self._value(f"f-wl-{key}")
            if key == "requests" and is_dataset and text.lower() in ("", ALL):
                workload_values[key] = 0  # each selected prompt once
                continue
            try:
                workload_values[key] = _int(text)
            except ValueError as exc:
                problems.append(f"{label}: '{text}' {_why(exc)}")
        if is_dataset:
            workload_values.update(self._dataset_values(problems))
        workload_name = self._value("f-wl-name")
        if not workload_name:
            problems.append("workload name: required")
        if not problems:
            if not is_dataset and workload_values["prompt_tokens_min"] > workload_values["prompt_tokens_max"]:
                problems.append("prompt min is larger than prompt max")
            if (workload_values["requests"] < 1 and not is_dataset) or workload_values["concurrency"] < 1:
                problems.append("requests and concurrency must be at least 1")
            if workload_values["output_tokens"] < 1:
                problems.append("output must be at least 1 token")
            if not 1 <= workload_values["repeats"] <= MAX_REPEATS:
                problems.append(f"repeats must be between 1 and {MAX_REPEATS}")
            elif self.workload.repeats is None and workload_values["repeats"] == 1:
                workload_values["repeats"] = None  # unchanged: still once, as the file had it
        if problems:
            return None, problems
        run = dataclasses.replace(self.run, name=run_name, speculative=speculative)
        if run_name != self.run.name:
            run = dataclasses.replace(run, template=run_name)
        workload = dataclasses.replace(self.workload, name=workload_name, **workload_values)
        return (run, workload), []

    def _dataset_values(self, problems: list[str]) -> dict[str, Any]:
        """The dataset fields of the form as workload values; a problem for each that is wrong."""
        from specdec_tui.domain.datasets import APIS, TURNS

        values: dict[str, Any] = {}
        dataset = self._value("f-wl-dataset")
        if not dataset:
            problems.append("dataset: required (a packaged name or a file)")
        values["dataset"] = dataset if dataset != self._shown("dataset") else self.workload.dataset
        categories = [c.strip() for c in self._value("f-wl-category").split(",") if c.strip()]
        values["category"] = categories or None
        sample = self._value("f-wl-sample")
        if sample.lower() in ("", ALL):
            values["sample"] = None
        else:
            try:
                values["sample"] = _int(sample)
                if values["sample"] < 1:
                    raise ValueError("must be ≥ 1")
            except ValueError as exc:
                problems.append(f"sample: '{sample}' {_why(exc)} (or 'all')")
        turns = self._value("f-wl-turns").lower()
        if turns not in TURNS:
            problems.append(f"turns: '{turns}' must be {' or '.join(TURNS)}")
        values["turns"] = turns
        api = self._value("f-wl-api").lower()
        if api not in APIS:
            problems.append(f"api: '{api}' must be {' or '.join(APIS)}")
        # Unchanged, an api the file left out stays left out (the default for datasets is chat).
        values["api"] = self.workload.api if api == self._shown("api") else api
        return values

    def _shown(self, key: str) -> str:
        return _field_text(self.workload, key)

    def revalidate(self) -> None:
        candidate, problems = self.build()
        self.candidate = candidate
        verdict_widget = self.query_one("#edit-verdict", Static)
        verdict: VerdictLike | None = None
        if candidate is None:
            text = Text("cannot parse: ", style="bold")
            text.append("; ".join(problems))
            verdict_widget.set_classes("-invalid")
        else:
            verdict = self._validate(*candidate)
            if verdict.status == LOADING:  # its dataset is being read in a worker: ask again shortly
                self.set_timer(LOADING_RECHECK_S, self._recheck_loading)
            text = Text(f"verdict: {verdict.status}", style="bold")
            for reason in verdict.reasons:
                text.append(f"\n • {reason}", style="not bold")
            verdict_widget.set_classes(f"-{verdict.status}")
        verdict_widget.update(text)
        self.query_one("#save", Button).disabled = candidate is None
        self.post_message(self.Revalidated(verdict, tuple(problems)))

    def _recheck_loading(self) -> None:
        if self.is_attached and self.candidate is not None:
            self.revalidate()

    @on(Input.Changed)
    def _changed(self, event: Input.Changed) -> None:
        event.stop()
        if event.input.id == "f-spec-algorithm":
            self.show_relevant_fields()
        self.revalidate()

    @on(Input.Submitted)
    def _submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.action_save()

    def action_save(self) -> None:
        self.revalidate()
        if self.candidate is None:
            self.notify("Fix the fields marked in the verdict line first.", severity="error")
            return
        run, workload = self.candidate
        everywhere = self._allow_everywhere and self.query_one("#f-everywhere", Checkbox).value
        self.dismiss(CellEdit(run, workload, everywhere))

    def action_cancel(self) -> None:
        self.dismiss(None)

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "save":
            self.action_save()
        else:
            self.dismiss(None)


def _why(exc: ValueError) -> str:
    message = str(exc)
    return message if message.startswith("must") else "is not a number"
