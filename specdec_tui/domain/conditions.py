"""Known-crash rule conditions: the grammar of a ``match`` value and what matching means.

Literals, lists (any of), comparisons ``"<15"`` ``"<=15"`` ``">64"`` ``">=64"`` ``"!=8"`` and ranges
``"8..14"``. Pure functions: the sweep file parses with them, validation and learning match with them.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from specdec_tui.domain.model import Rule

_NUMBER = r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?"
_COMPARISON_RE = re.compile(rf"^\s*(<=|>=|==|!=|<|>)\s*({_NUMBER})\s*$")
_RANGE_RE = re.compile(rf"^\s*({_NUMBER})\s*\.\.\s*({_NUMBER})\s*$")
_TEXT_NE_RE = re.compile(r"^\s*!=\s*(\S.*?)\s*$")


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _to_number(text: str) -> int | float:
    try:
        return int(text)
    except ValueError:
        return float(text)


def _literal_equal(actual: Any, expected: Any) -> bool:
    """Bools equal only bools, numbers compare by value, text case-insensitively (``*``/``?`` glob)."""
    if isinstance(actual, bool) or isinstance(expected, bool):
        return isinstance(actual, bool) and isinstance(expected, bool) and actual == expected
    if _is_number(actual) and _is_number(expected):
        return bool(actual == expected)
    if isinstance(actual, str) and isinstance(expected, str):
        if "*" in expected or "?" in expected:
            import fnmatch

            return fnmatch.fnmatchcase(actual.casefold(), expected.casefold())
        return actual.casefold() == expected.casefold()
    return False


@dataclass(frozen=True)
class Condition:
    """One test on a value: ``op`` is ``==``, ``!=``, ``<``, ``<=``, ``>``, ``>=`` or ``..`` (an
    inclusive range from ``value`` to ``high``). Order comparisons hold only for numbers."""

    op: str
    value: Any
    high: Any = None

    def test(self, actual: Any) -> bool:
        if self.op == "==":
            return _literal_equal(actual, self.value)
        if self.op == "!=":
            return not _literal_equal(actual, self.value)
        if not _is_number(actual):
            return False
        if self.op == "..":
            return bool(self.value <= actual <= self.high)
        if self.op == "<":
            return bool(actual < self.value)
        if self.op == "<=":
            return bool(actual <= self.value)
        if self.op == ">":
            return bool(actual > self.value)
        if self.op == ">=":
            return bool(actual >= self.value)
        raise ValueError(f"unknown comparison {self.op!r}")


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


def parse_condition(value: Any) -> tuple[Condition, ...]:
    """The tests one ``match`` value stands for; a list means any of them. ValueError when malformed."""
    if isinstance(value, list):
        if not value:
            raise ValueError("must not be an empty array")
        out: list[Condition] = []
        for item in value:
            if isinstance(item, (list, dict)):
                raise ValueError(f"array items must be values or comparisons, got {_short(item)}")
            out.extend(parse_condition(item))
        return tuple(out)
    if isinstance(value, bool):
        return (Condition("==", value),)
    if _is_number(value):
        if isinstance(value, float) and not math.isfinite(value):
            raise ValueError(f"must be a finite number, got {value}")
        return (Condition("==", value),)
    if isinstance(value, str):
        m = _COMPARISON_RE.match(value)
        if m:
            number = _to_number(m.group(2))
            if not math.isfinite(number):
                raise ValueError(f"comparison {_short(value)} needs a finite number")
            return (Condition(m.group(1), number),)
        m = _RANGE_RE.match(value)
        if m:
            low, high = _to_number(m.group(1)), _to_number(m.group(2))
            if not (math.isfinite(low) and math.isfinite(high)):
                raise ValueError(f"range {_short(value)} needs finite numbers")
            if low > high:
                raise ValueError(f"range {_short(value)} is empty (its start is above its end)")
            return (Condition("..", low, high),)
        m = _TEXT_NE_RE.match(value)
        if m:
            return (Condition("!=", m.group(1)),)
        text = value.strip()
        if not text:
            raise ValueError("must not be empty")
        if text[0] in "<>=!":
            raise ValueError(
                f'bad comparison {_short(value)}: write "<15", "<=15", ">64", ">=64", "!=8" or a range "8..14"'
            )
        return (Condition("==", value),)
    raise ValueError(f'must be a value, an array or a comparison such as "<15", got {_short(value)}')


def _freeze(value: Any) -> Any:
    return tuple(value) if isinstance(value, list) else value


@lru_cache(maxsize=1024)
def _conditions(frozen: Any) -> tuple[Condition, ...]:
    return parse_condition(list(frozen) if isinstance(frozen, tuple) else frozen)


def rule_matches(rule: Rule, context: Mapping[str, Any]) -> bool:
    """True when every key of ``rule.match`` is present in ``context`` and passes its condition.

    A key the cell does not have (``budget`` for a baseline run, ``gpu_arch`` on unknown hardware)
    does not match; an empty match matches nothing."""
    if not rule.match:
        return False
    for key, expected in rule.match.items():
        actual = context.get(key)
        if actual is None:
            return False
        try:
            conditions = _conditions(_freeze(expected))
        except TypeError:  # unhashable (a programmatic rule with a nested list): parse uncached
            conditions = parse_condition(expected)
        if not any(cond.test(actual) for cond in conditions):
            return False
    return True
