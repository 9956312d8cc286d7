"""The sim's tokenizer: one token per whitespace-separated word, deterministic and cheap.

A prompt of N words is N prompt tokens, so a client can build prompts of an exact length without a
real tokenizer. Generated text is words from a fixed vocabulary, each token rendered as `` word`` (a
leading space), so concatenated deltas are the cumulative text and its word count is the token count.
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Sequence

VOCAB_SIZE = 151936  # Qwen3's vocabulary size: ids look plausible
EOS_TOKEN_ID = 151645  # Qwen's <|im_end|>

_SYLLABLES = (
    "ka", "lo", "mi", "ren", "sa", "to", "vel", "dra", "qu", "ni", "por", "el", "an", "tis", "mor",
    "ga", "bel", "un", "shi", "fen", "ar", "lu", "ost", "pi", "cor", "da", "wen", "ix", "ber", "no",
)


def _build_vocabulary(size: int = 1024, seed: int = 20260702) -> tuple[str, ...]:
    rng = random.Random(seed)
    words: list[str] = []
    seen: set[str] = set()
    while len(words) < size:
        word = "".join(rng.choice(_SYLLABLES) for _ in range(rng.randint(1, 3)))
        if word not in seen:
            seen.add(word)
            words.append(word)
    return tuple(words)


VOCABULARY = _build_vocabulary()
_WORD_TO_ID = {word: 1000 + index for index, word in enumerate(VOCABULARY)}
_ID_TO_WORD = {token_id: word for word, token_id in _WORD_TO_ID.items()}


def split_words(text: str) -> list[str]:
    return text.split()


def count_tokens(text: str) -> int:
    return len(text.split())


def token_id(word: str) -> int:
    known = _WORD_TO_ID.get(word)
    if known is not None:
        return known
    return 2000 + zlib.crc32(word.encode("utf-8", "surrogatepass")) % (VOCAB_SIZE - 4000)


def encode(text: str) -> list[int]:
    return [token_id(word) for word in text.split()]


def decode(ids: Sequence[int]) -> str:
    return "".join(" " + _ID_TO_WORD.get(i, "<unk>") for i in ids)


def repetition(words: Sequence[str]) -> float:
    """Share of words that repeat an earlier word (0 for all-distinct text, near 1 for loops): how much
    an n-gram drafter can find to copy."""
    if len(words) < 2:
        return 0.0
    return 1.0 - len(set(words)) / len(words)


_CODE_WORDS = frozenset(
    ["def", "return", "import", "from", "class", "self", "if", "else", "elif", "for", "while", "int", "str", "void", "const", "let", "var", "function", "public", "private", "static", "include", "printf", "print", "lambda", "async", "await", "try", "except"]
)
_CODE_ASKS = frozenset(["python", "program", "function", "code", "implement", "algorithm", "javascript", "java", "c++", "sql", "regex", "script"])
_MATH_ASKS = frozenset(
    ["how", "many", "much", "total", "sum", "calculate", "solve", "equation", "area", "number", "percent", "probability", "integer", "triangle", "circle", "remainder", "divisible", "average"]
)
_CODE_CHARS = set("{}()[];=<>_:#")
_MATH_CHARS = set("0123456789+-*/^=$\\")


def content_kind(words: Sequence[str]) -> str:
    """What a prompt is, roughly, from its words: ``code``, ``math`` or ``text``. Acceptance on code
    and math is higher than on open chat (the sim's acceptance model uses this). Chat-template
    markers (``<|im_start|>``) are ignored."""
    body = [w for w in words if not w.startswith("<|")]
    if not body:
        return "text"
    lowered = [w.lower().strip(".,;:?!'\"()") for w in body]
    code = sum(1 for w in body if w in _CODE_WORDS or sum(c in _CODE_CHARS for c in w) >= 2)
    if code / len(body) >= 0.15 or sum(w in _CODE_ASKS for w in lowered) >= 2:
        return "code"
    numeric = sum(1 for w in body if sum(c in _MATH_CHARS for c in w) * 2 >= len(w))
    asks = sum(w in _MATH_ASKS for w in lowered)
    if numeric / len(body) >= 0.12 or (numeric and (numeric / len(body) >= 0.04 or asks >= 2)):
        return "math"
    return "text"


class TextGenerator:
    """Deterministic "model output": the next word depends on the request's RNG only."""

    def __init__(self, rng: random.Random) -> None:
        self._rng = rng

    def next_ids(self, count: int) -> list[int]:
        return [1000 + self._rng.randrange(len(VOCABULARY)) for _ in range(count)]

    @staticmethod
    def render(ids: Sequence[int]) -> str:
        return decode(ids)
