"""Prompts of a requested token count, deterministic from the workload.

Text is a stream of common English words; in the usual BPE vocabularies each such word with its
leading space is one token, so ``words ≈ tokens`` is a good first estimate. When the server has a
tokenizer endpoint (``Backend.count_tokens``) the word count is searched until the server's own
count hits the target exactly (or the largest count below it); otherwise the estimate is used and can
be calibrated from the prompt tokens the server reports for earlier requests.

Every request gets its own word stream (seeded by workload name, seed, style and request index), so
prompts do not share a prefix and a server's prefix cache cannot shorten the measured prefills.
"""

from __future__ import annotations

import asyncio
import random
from collections import OrderedDict
from dataclasses import dataclass

import httpx

from specdec_tui.backends.base import Backend
from specdec_tui.domain.model import Workload

_WORD_TEXT = """the of and to in is that for it as was with be by on not he this are or his from at which but
    have an they you were her she there one all we can their has been if more when will would who so no
    time up out what about into than them only other new some could these two may first then do any like
    my now over such our man me even most made after also did many before must through back years where
    much your way well down should because each just those people how too little state good very make
    world still own see men work long get here between both life being under never day same another know
    while last might us great old year off come since against go came right used take three"""
_WORDS = tuple(_WORD_TEXT.split())
# A repetitive prompt repeats one passage of this many words, so n-gram drafting finds matches.
PASSAGE_WORDS = 48
# Each search step asks the server's tokenizer once; a few steps suffice because words ≈ tokens.
MAX_COUNT_CALLS = 14
# Padding that closes the last gap to an exact count: a word that is one token in common vocabularies.
FILLER = " a"
FILLER_CALLS = 3
_CACHE_MAX_CHARS = 64 * 1024 * 1024


@dataclass(frozen=True)
class Prompt:
    text: str
    target_tokens: int
    words: int
    tokens: int | None  # exact count from the server's tokenizer; None when estimated
    category: str | None = None  # a dataset prompt's category (datasets.py)
    messages: tuple[tuple[str, str], ...] | None = None  # a dataset prompt's (role, content) turns

    def chat_messages(self) -> list[dict[str, str]]:
        """The prompt as OpenAI chat messages (synthetic text is one user message)."""
        if self.messages:
            return [{"role": role, "content": content} for role, content in self.messages]
        return [{"role": "user", "content": self.text}]


def prompt_lengths(workload: Workload, count: int, *, warmup: bool = False) -> list[int]:
    """Token counts for ``count`` requests spread evenly over [min, max], both ends included (so the
    context arithmetic bites), in an order shuffled by the workload's seed. Warm-ups draw uniformly."""
    low, high = workload.prompt_tokens_min, workload.prompt_tokens_max
    if count <= 0:
        return []
    rng = random.Random(f"{workload.name}|{workload.seed}|lengths|{'warmup' if warmup else 'measured'}")
    if warmup:
        return [rng.randint(low, high) for _ in range(count)]
    if count == 1 or low == high:
        return [high] * count
    lengths = [round(low + (high - low) * i / (count - 1)) for i in range(count)]
    rng.shuffle(lengths)
    return lengths


def word_stream(workload: Workload, index: int, n_words: int, *, warmup: bool = False) -> list[str]:
    """The first ``n_words`` words of request ``index``'s deterministic text."""
    rng = random.Random(
        f"{workload.name}|{workload.seed}|{workload.prompt_style}|{'w' if warmup else 'm'}|{index}"
    )
    if workload.prompt_style == "repetitive":
        passage = [rng.choice(_WORDS) for _ in range(PASSAGE_WORDS)]
        return [passage[i % PASSAGE_WORDS] for i in range(n_words)]
    return [rng.choice(_WORDS) for _ in range(n_words)]


# Words made between two yields to the event loop: a 16M-token prompt must not freeze the runner
# (SIGINT, the hang watchdog and the UI keep running while prompts are built).
_YIELD_EVERY = 65_536


async def word_stream_async(workload: Workload, index: int, n_words: int, *, warmup: bool = False) -> list[str]:
    """:func:`word_stream` (the very same words), yielding to the event loop every ``_YIELD_EVERY`` words."""
    if n_words <= _YIELD_EVERY:
        return word_stream(workload, index, n_words, warmup=warmup)
    rng = random.Random(
        f"{workload.name}|{workload.seed}|{workload.prompt_style}|{'w' if warmup else 'm'}|{index}"
    )
    words: list[str] = []
    if workload.prompt_style == "repetitive":
        passage = [rng.choice(_WORDS) for _ in range(PASSAGE_WORDS)]
        while len(words) < n_words:
            start = len(words)
            words.extend(passage[i % PASSAGE_WORDS] for i in range(start, min(n_words, start + _YIELD_EVERY)))
            await asyncio.sleep(0)
        return words
    choice = rng.choice
    while len(words) < n_words:
        words.extend(choice(_WORDS) for _ in range(min(_YIELD_EVERY, n_words - len(words))))
        await asyncio.sleep(0)
    return words


class _PromptCache:
    """LRU bounded by total characters: long-context prompts are large and sweeps repeat them."""

    def __init__(self, max_chars: int) -> None:
        self.max_chars = max_chars
        self.chars = 0
        self.items: OrderedDict[tuple[object, ...], Prompt] = OrderedDict()

    def get(self, key: tuple[object, ...]) -> Prompt | None:
        prompt = self.items.get(key)
        if prompt is not None:
            self.items.move_to_end(key)
        return prompt

    def put(self, key: tuple[object, ...], prompt: Prompt) -> None:
        if key in self.items:
            self.chars -= len(self.items.pop(key).text)
        self.items[key] = prompt
        self.chars += len(prompt.text)
        while self.chars > self.max_chars and len(self.items) > 1:
            _, old = self.items.popitem(last=False)
            self.chars -= len(old.text)

    def clear(self) -> None:
        self.items.clear()
        self.chars = 0


_CACHE = _PromptCache(_CACHE_MAX_CHARS)


def clear_cache() -> None:
    _CACHE.clear()


class PromptBuilder:
    """Builds prompts for one server; exact when the backend can count tokens, else estimated."""

    def __init__(self, backend: Backend, client: httpx.AsyncClient, base_url: str, model: str) -> None:
        self.backend = backend
        self.client = client
        self.base_url = base_url
        self.model = model
        self.tokens_per_word = 1.0
        self.exact: bool | None = None  # unknown until the tokenizer has been asked once
        self._calibration: list[tuple[int, int]] = []  # (words, reported tokens)

    @property
    def note(self) -> str | None:
        if self.exact is False:
            return (
                f"prompt lengths estimated ({self.tokens_per_word:.3f} tokens/word): "
                "the server has no tokenizer endpoint"
            )
        return None

    def calibrate(self, prompt: Prompt, reported_tokens: int | None) -> None:
        """Fit tokens/word to the prompt tokens the server reported (estimated prompts only)."""
        if self.exact or reported_tokens is None or reported_tokens <= 0 or prompt.words <= 0:
            return
        self._calibration.append((prompt.words, reported_tokens))
        words = sum(w for w, _ in self._calibration)
        tokens = sum(t for _, t in self._calibration)
        self.tokens_per_word = max(0.05, tokens / words)

    async def build(self, workload: Workload, index: int, target: int, *, warmup: bool = False) -> Prompt:
        target = max(1, int(target))
        base_key = (self.backend.name, self.model, workload.name, workload.seed, workload.prompt_style,
                    warmup, index, target)
        if self.exact is not False:
            cached = _CACHE.get((*base_key, "exact"))
            if cached is not None:
                self.exact = True
                return cached
            prompt = await self._exact(workload, index, target, warmup)
            if prompt is not None:
                self.exact = True
                if prompt.tokens and prompt.words:
                    # The next search starts from this tokenizer's ratio: usually one or two calls.
                    self.tokens_per_word = prompt.tokens / prompt.words
                _CACHE.put((*base_key, "exact"), prompt)
                return prompt
            self.exact = False
        ratio = round(self.tokens_per_word, 3)
        cached = _CACHE.get((*base_key, ratio))
        if cached is not None:
            return cached
        n_words = max(1, round(target / ratio))
        words = await word_stream_async(workload, index, n_words, warmup=warmup)
        prompt = Prompt(" ".join(words), target, n_words, None)
        _CACHE.put((*base_key, ratio), prompt)
        return prompt

    async def build_all(
        self, workload: Workload, targets: list[int], *, warmup: bool = False, parallel: int = 4
    ) -> list[Prompt]:
        """Prompts for request indexes 0..n-1; a few tokenizer calls run at once, after the first
        prompt has told whether the server can count and what its tokens-per-word ratio is."""
        if not targets:
            return []
        first = await self.build(workload, 0, targets[0], warmup=warmup)
        semaphore = asyncio.Semaphore(max(1, parallel))

        async def one(index: int, target: int) -> Prompt:
            async with semaphore:
                return await self.build(workload, index, target, warmup=warmup)

        rest = await asyncio.gather(*(one(i, n) for i, n in enumerate(targets) if i > 0))
        await asyncio.sleep(0)
        return [first, *rest]

    async def _count(self, text: str) -> int | None:
        return await self.backend.count_tokens(self.client, self.base_url, text)

    async def _exact(self, workload: Workload, index: int, target: int, warmup: bool) -> Prompt | None:
        """Search the word count whose server-side token count is the target (or the largest below)."""
        words = await word_stream_async(workload, index, target + 16, warmup=warmup)

        async def text_of(n: int) -> str:
            while len(words) < n:
                words.extend((await word_stream_async(workload, index, n * 2, warmup=warmup))[len(words) :])
            return " ".join(words[:n])

        n = max(1, round(target / self.tokens_per_word))
        below: tuple[int, int] | None = None  # (words, tokens) with tokens <= target
        above: int | None = None  # fewest words known to exceed the target
        for _ in range(MAX_COUNT_CALLS):
            count = await self._count(await text_of(n))
            if count is None:
                return None
            if count == target:
                return Prompt(await text_of(n), target, n, count)
            if count < target:
                if below is None or n > below[0]:
                    below = (n, count)
                step = max(1, round((target - count) / max(count / n, 0.05)))
                candidate = n + step
            else:
                above = n if above is None else min(above, n)
                step = max(1, round((count - target) / max(count / n, 0.05)))
                candidate = n - step
            low = below[0] if below else 0
            high = above if above is not None else None
            if high is not None and high - low <= 1:
                break
            if candidate <= low or (high is not None and candidate >= high):
                candidate = (low + high) // 2 if high is not None else low + 1
            if candidate < 1:
                break
            n = candidate
        if below is None:
            one = await self._count(await text_of(1))
            return Prompt(await text_of(1), target, 1, one)
        n, count = below
        text = await text_of(n)
        # No word count lands exactly (the next word is several tokens): pad with a one-token word.
        for _ in range(min(FILLER_CALLS, target - count)):
            padded = text + FILLER
            padded_count = await self._count(padded)
            if padded_count is None or padded_count > target:
                break
            text, n, count = padded, n + 1, padded_count
            if count == target:
                break
        return Prompt(text, target, n, count)
