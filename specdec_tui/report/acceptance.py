"""A cell's acceptance in detail as lines of text (the run detail screen and the headless printer):
its length and source, the per-position rates, the histogram of accepted drafts per step, and the
step cost that says what the acceptance is worth. Definitions: specdec_tui/measure/acceptance.py."""

from __future__ import annotations

from specdec_tui.domain.record import CellResult

BARS = " ▁▂▃▄▅▆▇█"


SOURCE_WORDS = {"server": "server-timed", "derived": "derived from TPOT"}


def _num(value: float | None, spec: str = ".2f") -> str:
    return "-" if value is None else format(value, spec)


def _wrapped(label: str, items: list[str], width: int, indent: int) -> list[str]:
    """``label`` then the items, space-separated, wrapped under the first item."""
    lines: list[str] = []
    line = label
    for item in items:
        if len(line) + 1 + len(item) > width and line.strip():
            lines.append(line)
            line = " " * indent
        line += " " + item if line.strip() else item
    lines.append(line)
    return lines


def histogram_bar(histogram: list[int]) -> str:
    """One block character per bucket, scaled to the largest (a non-zero count shows at least ▁)."""
    top = max(histogram, default=0)
    if top <= 0:
        return ""
    return "".join(BARS[0] if c <= 0 else BARS[max(1, round(c / top * (len(BARS) - 1)))] for c in histogram)


def acceptance_lines(result: CellResult, width: int = 78, position_lines: int = 1) -> list[str]:
    """The lines (each at most ``width`` characters) of the acceptance detail; [] for a cell with
    nothing to say (no speculation and no step timing). The per-position rates take at most
    ``position_lines`` lines (``…+N`` says how many more the record holds)."""
    lines: list[str] = []
    if result.accept_length is not None or result.acceptance_source is not None:
        head = f"acceptance  length {_num(result.accept_length)}"
        if result.server_accept_length is not None:
            head += f" (server {result.server_accept_length:.2f})"
        head += f"  rate {_num(result.accept_rate)}"
        if result.acceptance_source:
            head += f"  from {result.acceptance_source}"
        if result.verify_steps and result.accepted_draft_tokens is not None:
            counts = f"  {result.accepted_draft_tokens}/{result.verify_steps} steps"
            head += counts if len(head) + len(counts) <= width else ""
        lines.append(head)
    rates = result.accept_per_position
    if rates:
        label = "  per position %"
        wrapped = _wrapped(label, [f"{round(r * 100):d}" for r in rates], width - 6, len(label) + 1)
        if len(wrapped) > position_lines:
            shown = sum(len(line.split()) for line in wrapped[:position_lines]) - 3  # the label's words
            wrapped = wrapped[:position_lines]
            wrapped[-1] += f" …+{len(rates) - shown}"
        lines += wrapped
    histogram = result.accept_histogram
    if histogram and sum(histogram) > 0:
        mode = max(range(len(histogram)), key=lambda j: histogram[j])
        text = f"  accepted per step  0{histogram_bar(histogram)}{len(histogram) - 1}  most often {mode}"
        lines.append(text if len(text) <= width else text[: width - 1] + "…")
    if result.decode_step_ms is not None:
        source = result.decode_step_ms_source or "?"
        step = f"  step {result.decode_step_ms:.2f} ms ({SOURCE_WORDS.get(source, source)})"
        cost, cost_source = result.verify_step_cost, result.verify_step_cost_source
        if cost:
            step += f", {cost:.2f}× an AR step"
            if cost_source and cost_source != source:
                step += f" ({SOURCE_WORDS.get(cost_source, cost_source)})"
            if result.accept_length:
                gain = f"{result.accept_length:.2f}/{cost:.2f} = {result.accept_length / cost:.2f}× per step"
                if len(step) + 2 + len(gain) <= width:
                    step += ": " + gain
                else:
                    lines.append(step)
                    step = "       length / step cost " + gain
        lines.append(step)
    return [line[:width] for line in lines]
