"""The sim's scheduler: continuous batching of simulated requests, paced by the cost model.

One asyncio task plays SGLang's scheduler process. Each loop turn runs at most one prefill batch
(prompts chunked at ``chunked_prefill_size`` tokens; the prefill yields each request's first token) and
then one decode step for every running request (a speculative verify step when speculative decoding is
on: each request gains ``1 + accepted drafts`` tokens). Steps are paced against absolute deadlines, so
the host's own overhead does not change the simulated rate as long as the host keeps up on average.

Requests see their progress through :class:`SimRequest` (cumulative output ids, counters, an event set
after every change); the HTTP layer builds SGLang's chunks from that state, which also coalesces steps
the way SGLang's tokenizer manager does when a client reads slowly.

Faults (``--sim-*``) are injected here: the DDTree/sm_120 illegal instruction after the first verify
step, a crash after N tokens, a hang after N tokens, a silent exit after N requests.
"""

from __future__ import annotations

import asyncio
import math
import os
import random
import signal
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from specdec_tui.sim import costmodel, logfmt
from specdec_tui.sim.args import DDTREE_SM120_MIN_BUDGET, SpecConfig
from specdec_tui.sim.tokenizer import EOS_TOKEN_ID, TextGenerator

# SGLang's scheduler constants (global_config: default_init_new_token_ratio, default_min_new_token_ratio_factor,
# default_new_token_ratio_decay_steps; retract_decode_steps in schedule_batch.py)
NEW_TOKEN_RATIO = 0.7
MIN_NEW_TOKEN_RATIO_FACTOR = 0.14
NEW_TOKEN_RATIO_DECAY_STEPS = 600
RETRACT_DECODE_STEPS = 20
MAX_LAG_S = 0.25  # how far behind schedule the pacer may fall before it stops catching up


@dataclass
class SimRequest:
    rid: str
    prompt_tokens: int
    max_new_tokens: int
    ignore_eos: bool = True
    temperature: float = 0.0
    repetition: float = 0.0
    content: str = "text"  # code | math | text (tokenizer.content_kind): acceptance depends on it
    kind: str = "user"  # user | warmup | health
    seq: int = 0
    created: float = field(default_factory=time.monotonic)
    output_ids: list[int] = field(default_factory=list)
    text: str = ""  # cumulative output text
    ids_json: str = ""  # the output ids as JSON array items, kept so streaming need not re-encode them
    since_stream: int = 0  # decode steps since the client was last woken (--stream-interval)
    prefilled: int = 0  # prompt tokens already prefilled (chunked prefill)
    retractions: int = 0  # times the scheduler took it off the GPU for lack of KV cache (SGLang's num_retractions)
    refill: int = 0  # output tokens to prefill again with the prompt after a retraction
    verify_ct: int = 0
    correct_drafts: int = 0
    proposed_drafts: int = 0
    drafts_histogram: list[int] = field(default_factory=list)
    finish_reason: dict[str, Any] | None = None
    finished_at: float | None = None
    first_token_at: float | None = None
    aborted: bool = False
    changed: asyncio.Event = field(default_factory=asyncio.Event)
    # set by the engine
    rng: random.Random | None = None
    generator: TextGenerator | None = None
    alpha: float = 0.0
    natural_length: int | None = None  # where an EOS would stop it when EOS is not ignored

    @property
    def completion_tokens(self) -> int:
        return len(self.output_ids)

    @property
    def finished(self) -> bool:
        return self.finish_reason is not None

    @property
    def context_tokens(self) -> int:
        return self.prompt_tokens + len(self.output_ids)

    @property
    def prefill_target(self) -> int:
        """Tokens its prefill covers: the prompt, plus the output so far when it was retracted."""
        return max(1, self.prompt_tokens + self.refill)

    def spec_meta(self, num_draft_tokens: int) -> dict[str, Any]:
        """SGLang 0.5.23 ``_calculate_spec_decoding_metrics`` keys (final chunk only)."""
        if self.verify_ct <= 0:
            return {}
        meta: dict[str, Any] = {
            "spec_accept_rate": self.correct_drafts / (self.verify_ct * max(1, num_draft_tokens - 1)),
            "spec_accept_length": self.completion_tokens / self.verify_ct,
            "spec_num_correct_drafts": self.correct_drafts,
            "spec_num_proposed_drafts": self.proposed_drafts,
            "spec_verify_ct": self.verify_ct,
        }
        if any(self.drafts_histogram):
            meta["spec_correct_drafts_histogram"] = list(self.drafts_histogram)
        return meta

    def decode_throughput(self) -> float | None:
        """SGLang 0.5.23's ``decode_throughput`` (``--enable-metrics``): 1 / (decode latency /
        (completion_tokens - 1)), the decode latency running from the first output token to the end."""
        if self.first_token_at is None or self.finished_at is None or self.completion_tokens < 2:
            return None
        latency = self.finished_at - self.first_token_at
        return (self.completion_tokens - 1) / latency if latency > 0 else None


@dataclass
class EngineConfig:
    spec: SpecConfig
    speed: float = 1.0
    arch: str = "sm_90"
    params_b: float = 27.0
    tp: int = 1
    seed: int = 0
    decode_log_interval: int = 40
    chunked_prefill_size: int = 8192
    max_running_requests: int = 48
    max_total_tokens: int = 100000
    crash_after_tokens: int | None = None
    crash_kind: str = "illegal_memory_access"
    hang_after_tokens: int | None = None
    hang_blocks_health: bool = False
    exit_after_requests: int | None = None
    exit_code: int = 0
    watchdog_timeout: float | None = None
    stream_interval: int = 1
    cuda_graph: bool = True
    # SGLang's --schedule-conservativeness: admission reserves this share (x 0.7, at most all) of each request's
    # remaining max_new_tokens, the share decays while decoding goes well, and a decode step that finds no room
    # retracts requests ("Decode out of memory happened") and raises it again.
    schedule_conservativeness: float = 1.0

    @property
    def ddtree_sm120_crash(self) -> bool:
        return (
            self.arch == "sm_120"
            and self.spec.algorithm == "DDTREE"
            and self.spec.budget is not None
            and self.spec.budget < DDTREE_SM120_MIN_BUDGET
        )


@dataclass
class Counters:
    """Cumulative totals for /metrics and /server_info."""

    prompt_tokens: int = 0
    generation_tokens: int = 0
    requests: int = 0
    verify_calls: int = 0
    accepted_tokens: int = 0  # accepted drafts + bonus, summed over requests and steps
    correct_drafts: int = 0
    proposed_drafts: int = 0
    last_accept_length: float = 0.0
    last_accept_rate: float = 0.0
    last_gen_throughput: float = 0.0
    running: int = 0
    queued: int = 0
    token_usage: float = 0.0


class Engine:
    def __init__(self, config: EngineConfig, log: logfmt.SimLog, *, die: Callable[[int], None] | None = None):
        self.config = config
        self.log = log
        self.spec = config.spec
        self.profile = costmodel.PROFILES.get(self.spec.algorithm) if self.spec.enabled else None
        self.waiting: deque[SimRequest] = deque()
        self.running: list[SimRequest] = []
        self.stalled: list[SimRequest] = []  # user requests frozen by a hang
        self.counters = Counters()
        self._wake = asyncio.Event()
        self._deadline: float | None = None
        self._user_seq = 0
        self._user_tokens = 0
        self._finished_user_requests = 0
        self._forward_ct_decode = 0
        self._window = _Window(time.perf_counter())
        self._hung = False
        self._task: asyncio.Task[None] | None = None
        self.last_output_at = time.monotonic()  # any output, health probes included
        self._die = die or _kill_self
        self.behind_s = 0.0  # wall time the pacer fell behind the simulated clock
        self._behind_logged_at = -1e9
        # SGLang's new-token ratio (scheduler.py: 0.7 x conservativeness, floor 0.14 of that, 600 decay steps)
        self.init_new_token_ratio = min(NEW_TOKEN_RATIO * config.schedule_conservativeness, 1.0)
        self.min_new_token_ratio = min(self.init_new_token_ratio * MIN_NEW_TOKEN_RATIO_FACTOR, 1.0)
        self.new_token_ratio = self.init_new_token_ratio
        self.retractions = 0  # requests retracted so far

    # -- submission ----------------------------------------------------------------------------
    def submit(self, request: SimRequest) -> None:
        if request.kind == "user":
            request.seq = self._user_seq
            self._user_seq += 1
        seed_key = f"{self.config.seed}:{request.kind}:{request.seq}"
        request.rng = random.Random(seed_key)
        request.generator = TextGenerator(random.Random(seed_key + ":text"))
        if not request.ignore_eos:
            # A "natural" answer length: where the model would emit EOS.
            request.natural_length = max(1, int(request.rng.expovariate(1 / 180.0)) + 8)
        if self.profile is not None:
            gain = costmodel.effective_gain(
                self.profile,
                repetition=request.repetition,
                temperature=request.temperature,
                content=request.content,
                batch=len(self.running) + len(self.waiting) + 1,
            )
            target = costmodel.expected_accept_length(gain, self.profile.scale, self.spec.num_draft_tokens) - 1
            request.alpha = costmodel.geometric_alpha(round(target, 4), self.spec.num_draft_tokens - 1)
            request.drafts_histogram = [0] * self.spec.num_draft_tokens
        if self._hung and request.kind == "user":
            self.stalled.append(request)
        else:
            self.waiting.append(request)
        self.counters.queued = len(self.waiting)
        self._wake.set()

    def abort(self, request: SimRequest) -> None:
        request.aborted = True
        if request in self.waiting:
            self.waiting.remove(request)
        if request in self.stalled:
            self.stalled.remove(request)
        self._wake.set()

    # -- lifecycle ---------------------------------------------------------------------------------
    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._run(), name="sim-scheduler")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            try:
                await self._task
            except asyncio.CancelledError:
                pass

    async def _run(self) -> None:
        hang_started: float | None = None
        while True:
            self._drop_aborted()
            watchdog_left: float | None = None
            if self._hung and self.config.watchdog_timeout is not None:
                hang_started = hang_started or time.monotonic()
                watchdog_left = self.config.watchdog_timeout / self.config.speed - (time.monotonic() - hang_started)
                if watchdog_left <= 0:
                    self._watchdog_crash()
            if self._hung and self.config.hang_blocks_health:
                # The whole scheduler is wedged: nothing runs, health probes included.
                if watchdog_left is None:
                    await asyncio.Event().wait()
                await asyncio.sleep(max(0.0, watchdog_left or 0.0))
                continue
            if not self.waiting and not self.running:
                self._deadline = None
                self._wake.clear()
                if watchdog_left is None:
                    await self._wake.wait()
                else:
                    try:
                        await asyncio.wait_for(self._wake.wait(), timeout=max(0.0, watchdog_left))
                    except asyncio.TimeoutError:
                        pass
                continue
            if self.waiting:
                await self._prefill_batch()
            if self.running:
                await self._decode_step()

    def _drop_aborted(self) -> None:
        if any(r.aborted for r in self.running):
            self.running = [r for r in self.running if not r.aborted]

    async def _pace(self, simulated_s: float) -> None:
        loop_now = time.perf_counter()
        if self._deadline is not None and loop_now - self._deadline > MAX_LAG_S:
            # The host could not keep up with the simulated clock: say so, then stop catching up.
            self.behind_s += loop_now - self._deadline
            if loop_now - self._behind_logged_at > 5.0:
                self._behind_logged_at = loop_now
                self.log.line(
                    f"sim: {self.behind_s:.2f} s behind the simulated clock so far: this host cannot keep up "
                    f"with --sim-speed {self.config.speed:g} at this load; rates are lower than modelled",
                    level="warning",
                )
            self._deadline = None
        if self._deadline is None:
            self._deadline = loop_now
        self._deadline += simulated_s / self.config.speed
        delay = self._deadline - time.perf_counter()
        await asyncio.sleep(delay if delay > 0 else 0)

    # -- prefill ---------------------------------------------------------------------------------
    async def _prefill_batch(self) -> None:
        budget = self.config.chunked_prefill_size
        batch: list[tuple[SimRequest, int]] = []
        used_tokens = sum(self._reserved(r) for r in self.running)
        while self.waiting and budget > 0 and len(self.running) + len(batch) < self.config.max_running_requests:
            request = self.waiting[0]
            need = self._reserved(request)
            if request.prefilled == 0 and (self.running or batch) and used_tokens + need > self.config.max_total_tokens:
                break  # wait for KV cache to free up (an empty server admits anything)
            used_tokens += need if request.prefilled == 0 else 0
            chunk = min(budget, request.prefill_target - request.prefilled)
            batch.append((request, chunk))
            budget -= chunk
            if request.prefilled + chunk >= request.prefill_target:
                self.waiting.popleft()
            else:
                break  # a chunked prompt fills this batch; its next chunk goes in the next one
        if not batch:
            return
        new_tokens = sum(chunk for _, chunk in batch)
        config = self.config

        def cost(tokens: int, prior: int) -> float:
            return costmodel.prefill_s(tokens, prior_tokens=prior, arch=config.arch, params_b=config.params_b, tp=config.tp)

        # One forward for the batch: its fixed cost once, each request's tokens and attention on top.
        seconds = sum(cost(chunk, r.prefilled) for r, chunk in batch) - (len(batch) - 1) * cost(0, 0)
        tic = time.perf_counter()
        await self._pace(seconds)
        elapsed = max(1e-6, time.perf_counter() - tic)
        self.log.line(
            logfmt.prefill_batch(
                new_seq=len(batch),
                new_token=new_tokens,
                cached_token=0,
                token_usage=self._token_usage(),
                running=len(self.running),
                queue=len(self.waiting),
                input_throughput=new_tokens / elapsed,
            ),
            rank="TP0",
        )
        for request, chunk in batch:
            if request.aborted:
                continue
            request.prefilled += chunk
            if request.prefilled < request.prefill_target:
                continue
            if request.kind == "user" and not request.refill:
                self.counters.prompt_tokens += request.prompt_tokens
            request.refill = 0
            self._emit(request, 1)  # the prefill forward samples the first token
            if not request.finished:
                self.running.append(request)
        self._update_gauges()

    # -- KV cache ---------------------------------------------------------------------------------
    def _reserved(self, request: SimRequest) -> float:
        """KV tokens the scheduler counts a request for: its context, and the new-token ratio's share of
        what it may still generate."""
        remaining = request.max_new_tokens - request.completion_tokens
        return request.context_tokens + self.new_token_ratio * max(0, remaining)

    def _check_decode_memory(self) -> None:
        """Before a decode step: when the running requests' next tokens do not fit in the KV cache,
        retract requests (the shortest outputs first, then the longest prompts; never the last one) back to
        the queue, with their output to prefill again, and raise the new-token ratio (SGLang's retract_decode).
        Otherwise decay the ratio a step towards its floor."""
        step_tokens = self.spec.num_draft_tokens if self.profile is not None else 1
        def fits() -> bool:
            used = sum(r.context_tokens + step_tokens for r in self.running)
            return used <= self.config.max_total_tokens
        if fits():
            decay = (self.init_new_token_ratio - self.min_new_token_ratio) / NEW_TOKEN_RATIO_DECAY_STEPS
            self.new_token_ratio = max(self.min_new_token_ratio, self.new_token_ratio - decay)
            return
        keep = sorted(self.running, key=lambda r: (r.completion_tokens, -r.prompt_tokens), reverse=True)
        retracted: list[SimRequest] = []
        while len(keep) > 1 and not fits():
            request = keep.pop()
            self.running.remove(request)
            request.retractions += 1
            request.prefilled = 0
            request.refill = request.completion_tokens
            retracted.append(request)
        if not retracted:  # one request alone over the cache: SGLang lets it run (its context was checked at admission)
            return
        for request in reversed(retracted):
            self.waiting.appendleft(request)
        self.retractions += len(retracted)
        decoded = sum(r.completion_tokens for r in self.running)
        budget = sum(r.max_new_tokens for r in self.running)
        old = self.new_token_ratio
        self.new_token_ratio = min(1.0, (decoded + RETRACT_DECODE_STEPS * len(self.running)) / max(1, budget))
        self.log.line(
            f"Decode out of memory happened. #retracted_reqs: {len(retracted)}, "
            f"#new_token_ratio: {old:.4f} -> {self.new_token_ratio:.4f}",
            rank="TP0", level="warning",
        )
        self._update_gauges()

    # -- decode -----------------------------------------------------------------------------------
    async def _decode_step(self) -> None:
        self._check_decode_memory()
        batch = len(self.running)
        mean_context = sum(r.context_tokens for r in self.running) / max(1, batch)
        base = costmodel.base_step_s(
            batch, mean_context, arch=self.config.arch, params_b=self.config.params_b, tp=self.config.tp
        )
        if self.profile is not None:
            seconds = costmodel.spec_step_s(self.profile, self.spec.num_draft_tokens, self.spec.num_steps, batch, base)
        else:
            seconds = base
        await self._pace(seconds)
        self._forward_ct_decode += 1
        step_requests = [r for r in self.running if not r.aborted]
        if self.config.ddtree_sm120_crash and any(r.kind == "user" for r in step_requests):
            self._ddtree_crash()
        for request in step_requests:
            if self.profile is not None:
                assert request.rng is not None
                max_drafts = self.spec.num_draft_tokens - 1
                drafts = costmodel.draw_accepted_drafts(request.rng.random(), request.alpha, max_drafts)
                request.verify_ct += 1
                request.proposed_drafts += max_drafts
                remaining = request.max_new_tokens - request.completion_tokens
                produced = min(drafts + 1, remaining)
                request.correct_drafts += produced - 1
                request.drafts_histogram[produced - 1] += 1
                self._window.spec_forward_ct += 1
                self._window.accepted_tokens += produced
                self._window.correct_drafts += produced - 1
                self.counters.verify_calls += 1
                self.counters.accepted_tokens += produced
                self.counters.correct_drafts += produced - 1
                self.counters.proposed_drafts += max_drafts
            else:
                produced = 1
            self._emit(request, produced)
        self.running = [r for r in self.running if not r.finished and not r.aborted]
        self._update_gauges()
        if self._forward_ct_decode % self.config.decode_log_interval == 0:
            self._log_decode()

    def _emit(self, request: SimRequest, count: int) -> None:
        """Append ``count`` tokens to a request (fewer if it reaches its limit or EOS) and wake it."""
        if self._hung and request.kind == "user":
            return
        assert request.generator is not None
        count = min(count, request.max_new_tokens - request.completion_tokens)
        if request.natural_length is not None:
            count = min(count, request.natural_length - request.completion_tokens)
        ids = request.generator.next_ids(max(0, count))
        now = time.monotonic()
        if ids:
            self.last_output_at = now
            if request.first_token_at is None:
                request.first_token_at = now
            if request.natural_length is not None and request.completion_tokens + len(ids) >= request.natural_length:
                ids[-1] = EOS_TOKEN_ID
                request.finish_reason = {"type": "stop", "matched": EOS_TOKEN_ID}
            request.ids_json += ("," if request.output_ids else "") + ",".join(map(str, ids))
            request.output_ids.extend(ids)
            request.text += TextGenerator.render([i for i in ids if i != EOS_TOKEN_ID])
        if request.finish_reason is None and request.completion_tokens >= request.max_new_tokens:
            request.finish_reason = {"type": "length", "length": request.max_new_tokens}
        if request.finished:
            request.finished_at = now
        self._window.generated += len(ids)
        if request.kind == "user":
            self.counters.generation_tokens += len(ids)
            self._user_tokens += len(ids)
            if request.finished:
                self.counters.requests += 1
                self._finished_user_requests += 1
        request.since_stream += 1
        first = request.completion_tokens == len(ids)
        if request.finished or first or request.since_stream >= self.config.stream_interval:
            request.since_stream = 0
            request.changed.set()
        self._check_faults()

    # -- faults ---------------------------------------------------------------------------------
    def _check_faults(self) -> None:
        config = self.config
        if config.crash_after_tokens is not None and self._user_tokens >= config.crash_after_tokens:
            self._decode_crash()
        if config.hang_after_tokens is not None and not self._hung and self._user_tokens >= config.hang_after_tokens:
            self._hung = True
            users = [r for r in [*self.running, *self.waiting] if r.kind == "user"]
            self.running = [r for r in self.running if r.kind != "user"]
            self.waiting = deque(r for r in self.waiting if r.kind != "user")
            self.stalled.extend(users)
        if config.exit_after_requests is not None and self._finished_user_requests >= config.exit_after_requests:
            # Let the last chunk reach the client before the process goes away.
            loop = asyncio.get_running_loop()
            loop.call_later(0.2, os._exit, config.exit_code)
            config.exit_after_requests = None

    def _ddtree_crash(self) -> None:
        budget = self.spec.budget
        self.log.line(
            f"DDTree verify: budget={budget}, num_draft_tokens={self.spec.num_draft_tokens}, "
            f"bs={len(self.running)}, avg_accepted_drafts=0.00",
            rank="TP0",
        )
        traceback = logfmt.ddtree_illegal_instruction(budget or 0)
        self._crash_all_ranks(lambda rank: ([], traceback))

    def _decode_crash(self) -> None:
        kind = self.config.crash_kind
        if kind == "segfault":
            self.log.raw_lines(logfmt.segfault_dump(threading.get_ident()))
            self.log.line(
                f"Subprocess scheduler_0 (pid={os.getpid() + 1}) crashed with exit code -11. "
                "Triggering SIGQUIT for cleanup...",
                level="error",
            )
            self._sigquit_and_die()
        self._crash_all_ranks(lambda rank: logfmt.decode_crash(kind, self.spec.algorithm))

    def _watchdog_crash(self) -> None:
        timeout = self.config.watchdog_timeout
        self.log.line(
            f"Scheduler watchdog timeout (self.watchdog_timeout={timeout}, self.soft=False)",
            rank="TP0",
            level="error",
        )
        self._sigquit_and_die()

    def _crash_all_ranks(self, lines_for: Callable[[int], tuple[list[str], list[str]]]) -> None:
        for rank in range(max(1, self.config.tp)):
            before, traceback = lines_for(rank)
            self.log.raw_lines(before)
            self.log.line("\n".join(traceback), rank=f"TP{rank}", level="error")
        self._sigquit_and_die()

    def _sigquit_and_die(self) -> None:
        self.log.line(
            "SIGQUIT received. signum=3, frame=None. It usually means one child failed.", level="error"
        )
        self.log.line("Dumping requests before crash. crash_dump_folder=None", level="error")
        self._die(signal.SIGKILL)

    # -- statistics ----------------------------------------------------------------------------
    def _token_usage(self) -> float:
        used = sum(r.context_tokens for r in self.running)
        return used / max(1, self.config.max_total_tokens)

    def _update_gauges(self) -> None:
        self.counters.running = len(self.running)
        self.counters.queued = len(self.waiting)
        self.counters.token_usage = self._token_usage()

    def _log_decode(self) -> None:
        now = time.perf_counter()
        window = self._window
        elapsed = max(1e-6, now - window.tic)
        throughput = window.generated / elapsed
        self.counters.last_gen_throughput = throughput
        accept_len = accept_rate = None
        if self.profile is not None and window.spec_forward_ct:
            accept_len = window.accepted_tokens / window.spec_forward_ct
            accept_rate = window.correct_drafts / (window.spec_forward_ct * max(1, self.spec.num_draft_tokens - 1))
            self.counters.last_accept_length = accept_len
            self.counters.last_accept_rate = accept_rate
        self.log.line(
            logfmt.decode_batch(
                running=len(self.running),
                tokens=sum(r.context_tokens for r in self.running),
                token_usage=self._token_usage(),
                gen_throughput=throughput,
                queue=len(self.waiting),
                accept_len=accept_len,
                accept_rate=accept_rate,
                cuda_graph=self.config.cuda_graph,
            ),
            rank="TP0",
        )
        self._window = _Window(now)

    def avg_accept_length(self) -> float | None:
        if not self.counters.verify_calls:
            return None
        return self.counters.accepted_tokens / self.counters.verify_calls


@dataclass
class _Window:
    tic: float
    generated: int = 0
    spec_forward_ct: int = 0
    accepted_tokens: int = 0
    correct_drafts: int = 0


def _kill_self(sig: int) -> None:
    """Die the way SGLang's ``kill_process_tree`` ends: the main process SIGKILLs itself."""
    os.kill(os.getpid(), sig)
    time.sleep(1)
    os._exit(137)


def max_total_tokens(
    *, arch: str, params_b: float, tp: int, mem_fraction: float | None, context_length: int
) -> tuple[int, float, float, float]:
    """(KV-cache tokens, total GiB, weights GiB per GPU, KV GiB per GPU) of the simulated GPU."""
    total = costmodel.ARCH_GPU_MEM_GB.get(arch, 80.0)
    fraction = 0.85 if mem_fraction is None else mem_fraction
    weights = params_b * 2 / max(1, tp) * 0.931  # bf16, GiB
    kv_gib = max(1.0, total * fraction - weights - 2.0)
    kv_bytes_per_token = 256 * 1024 * math.sqrt(params_b / costmodel.REFERENCE_PARAMS_B) / max(1, tp)
    tokens = int(kv_gib * 1024**3 / kv_bytes_per_token)
    return max(tokens, context_length + 1024), total, weights, kv_gib
