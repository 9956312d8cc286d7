"""``CUDA_VISIBLE_DEVICES``: which physical devices a CUDA program sees, and in which order.

CUDA accepts indices, ``GPU-<uuid>`` (a unique prefix is enough), ``MIG-<uuid>`` and the older
``MIG-GPU-<uuid>/<gpu instance>/<compute instance>``; it stops at the first entry it cannot match,
so later entries are ignored. We follow the same rules so device 0 here is ``cuda:0`` in the server.
Without the variable, every physical GPU is visible in the driver's (PCI bus) order.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

ENV_NAME = "CUDA_VISIBLE_DEVICES"


@dataclass(frozen=True)
class VisibleToken:
    """One entry of ``CUDA_VISIBLE_DEVICES``, classified."""

    text: str
    kind: str  # index | gpu_uuid | mig_uuid | mig_legacy | invalid
    index: int | None = None
    gpu_instance: int | None = None  # mig_legacy only
    compute_instance: int | None = None  # mig_legacy only
    parent_uuid: str | None = None  # mig_legacy only


def visible_tokens(env: Mapping[str, str]) -> list[VisibleToken] | None:
    """The classified entries, or None when the variable is unset (every GPU visible)."""
    value = env.get(ENV_NAME)
    if value is None:
        return None
    tokens = [t.strip() for t in value.split(",")]
    if tokens == [""]:
        return []
    return [classify(t) for t in tokens]


def classify(text: str) -> VisibleToken:
    if text.isdigit():
        return VisibleToken(text, "index", index=int(text))
    upper = text.upper()
    if upper.startswith("MIG-GPU-"):
        parts = text[len("MIG-") :].split("/")
        if len(parts) == 3 and parts[1].isdigit() and parts[2].isdigit():
            return VisibleToken(
                text,
                "mig_legacy",
                gpu_instance=int(parts[1]),
                compute_instance=int(parts[2]),
                parent_uuid=parts[0],
            )
        return VisibleToken(text, "invalid")
    if upper.startswith("MIG-") and len(text) > 4:
        return VisibleToken(text, "mig_uuid")
    if upper.startswith("GPU-") and len(text) > 4:
        return VisibleToken(text, "gpu_uuid")
    return VisibleToken(text, "invalid")


def match_uuid_prefix(prefix: str, uuids: Sequence[str | None]) -> int | None:
    """Position of the one UUID that starts with ``prefix`` (case-insensitive), else None."""
    wanted = prefix.lower()
    hits = [i for i, u in enumerate(uuids) if u is not None and u.lower().startswith(wanted)]
    return hits[0] if len(hits) == 1 else None


def unmatched_note(token: VisibleToken, remaining: int) -> str:
    tail = (
        f"; the {remaining} entr{'y' if remaining == 1 else 'ies'} after it are ignored too"
        if remaining
        else ""
    )
    return f"{ENV_NAME} entry {token.text!r} matches no GPU{tail} (as CUDA does)"
