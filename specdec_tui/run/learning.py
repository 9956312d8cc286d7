"""Rule learning: a crash that says something about its configuration becomes a known-crash rule in
the rules file beside the results, so the same configuration is greyed out next time."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from specdec_tui.domain import events as ev
from specdec_tui.domain.model import Rule, RunSpec
from specdec_tui.domain.status import CellStatus
from specdec_tui.rules.learned import learn_rule, load_rules_file
from specdec_tui.triage.classifier import CUDA_LABELS, TriageEvent

# Triage labels that say something about the configuration itself, so the same configuration is
# flagged as a known crash next time. Port clashes, missing models, host OOM kills and plain exits
# are about the environment, not the configuration.
LEARNABLE_LABELS = frozenset(CUDA_LABELS) | {"triton_error", "fatal_signal", "hang"}


def worth_learning(status: CellStatus, event: TriageEvent | None, run: RunSpec, tokens: int, learnable: bool) -> bool:
    """A baseline (no speculation) that crashes says nothing about a speculative configuration;
    greying every later baseline out would take away the reference every speedup needs. A hang
    before the first token may be a slow first prefill or kernel compile, not a bad configuration:
    only a hang after tokens flowed is learned."""
    return (
        status in (CellStatus.CRASHED, CellStatus.HANG)
        and event is not None
        and event.label in LEARNABLE_LABELS
        and not run.is_baseline
        and not (status == CellStatus.HANG and not tokens)
        and learnable
    )


class RuleBook:
    """The known-crash rules of the rules file, plus learned ones a failed write keeps in memory."""

    def __init__(self, path: Path, sink: ev.EventSink) -> None:
        """Raises ValueError (SweepError) for a rules file that cannot be read as rules."""
        self.path = Path(path)
        self._emit = sink
        self.unsaved: list[Rule] = []
        self.rules: list[Rule] = load_rules_file(self.path)

    def reload(self) -> None:
        """Another sweep may have learned rules into the same file meanwhile."""
        self.write_unsaved()
        self.rules = [*load_rules_file(self.path), *self.unsaved]

    def add(self, match: dict[str, Any], reason: str, **meta: str) -> None:
        """Write a rule to the rules file. Raises OSError (not written) or ValueError (bad rule)."""
        rule = learn_rule(self.path, match, reason, **meta)
        self.rules = [*load_rules_file(self.path), *self.unsaved]
        self._emit(ev.RuleLearned(dict(rule.match), rule.reason, str(self.path)))

    def learn(self, run: RunSpec, event_label: str, text: str, context: dict[str, Any]) -> None:
        """Learn a crash of ``run`` (``text``: its redacted fatal line); a rule that cannot be written
        holds in memory and is written by :meth:`write_unsaved` once a write succeeds."""
        reason = f"{event_label} in run '{run.name}': {text[:160]}"
        meta = {"label": event_label, "first_fatal_line": text[:500], "run": run.name}
        try:
            self.add(context, reason, **meta)
        except OSError as exc:
            rule = Rule(dict(context), reason, source="learned", path=str(self.path), meta=meta)
            self.unsaved.append(rule)
            self.rules = [*self.rules, rule]
            error = exc.strerror or str(exc) or type(exc).__name__
            self._emit(ev.StorageWarning(
                "rules file", str(self.path), f"{error} (the rule holds in memory until it can be)"
            ))
        except ValueError as exc:
            self._emit(ev.Notice("warning", f"could not write {self.path}: {exc}"))

    def write_unsaved(self) -> None:
        """Learned rules a failed write kept in memory go to the rules file once it can be written."""
        while self.unsaved:
            rule = self.unsaved[0]
            try:
                learn_rule(self.path, rule.match, rule.reason, **rule.meta)
            except (OSError, ValueError):
                return
            self.unsaved.pop(0)
            self._emit(ev.RuleLearned(dict(rule.match), rule.reason, str(self.path)))
