"""Crash triage: classify a server's log lines and exit status into the fatal events of DESIGN §5.

It runs on every line as it arrives, so the common case (a healthy line) costs one prefilter test.
Only lines that pass the prefilter go through the ordered rules. Each rule is a POSIX ERE (the
subset that ``grep -E``, Python's ``re`` and RE2 read alike), matched case-insensitively;
``PREFILTER_PATTERN`` joins them all, so ``grep -E -i "$PREFILTER_PATTERN"`` selects the same
candidate lines. Saved logs are scanned in blocks with RE2 when the ``google-re2`` package is
installed; without it a keyword search keeps the cost down.

Server logs interleave processes, so the first fatal line wins and repeats of the same cause from
other ranks are folded into it. A generic death line (``EngineDeadError``, ``Scheduler hit an
exception``, ``... died unexpectedly``) is provisional (``Triage.provisional``): a specific cause found
soon after replaces it, and an exit status seen later (``Exit code: -9``) refines its label while
keeping its line. ``feed`` returns the event each time the primary changes or a secondary one starts.
``REQUEST_LABELS`` name rejected requests, after which the server keeps running.

The burst rule. A failing GPU op is often reported by a burst of lines: a generic one
(``ggml_cuda_compute_forward: ADD failed``, ``Encountered an error in forward function``, ggml's
``ggml-cuda.cu:97: CUDA error``) just before or after the specific CUDA error it names. The label comes
from the specific error; the first fatal line is the earliest line of that burst, i.e. of the run of
generic failure lines each at most ``BURST_GAP`` lines after the one before, the last of them at most
``BURST_GAP`` lines before the specific error. A kernel assertion (``block: [0,0,0], thread: [0,0,0]
Assertion ... failed``) is itself specific (``device_side_assert``), so the ``device-side assert
triggered`` after it folds into it. Alone, a generic burst line is provisional, like a reported exception.

Who reported the death does not matter: a shell's bare ``Killed`` / ``Illegal instruction``, a
launcher's ``signaled to shutdown with signal 4``, Go's ``process has terminated: signal: killed``,
systemd's ``code=killed, status=9/KILL`` and a container's ``exited with code 137`` map their signal to
the label (SIGKILL -> ``killed_oom_host``; SIGILL, SIGSEGV, SIGABRT, SIGBUS, SIGFPE -> ``fatal_signal``).
Slurm's ``srun: error: node: task 0: Killed`` is such a report too.

A log read through a wrapper is the same log: journald's prefix (``Dec 04 10:00:00 gpu07 vllm[123]: ``, its
short-iso, short-precise, short-monotonic and short-unix forms too), a container runtime's RFC 3339 stamp
(``kubectl logs --timestamps``, ``docker logs -t``), ``srun --label``'s task number, docker compose's ``svc-1  | ``,
a quoted reply's ``> `` (two of these may stack) and the sides of a box drawn around the log are taken off before the
rules read a line (``WRAPPER_PATTERN``; the prefilter lets one stand before a rule's start-of-line anchor), and an
event shows its line whole, wrapper included. When the
lines carry no server marker, the process or service the wrapper names (``vllm[123]``, ``sglang-1  | ``) tells which
server wrote them (a host's name does not).
Host RAM that an allocator could not get (torch's ``DefaultCPUAllocator``, ``[Errno 12] Cannot allocate memory``,
Go's ``fatal error: runtime: out of memory``) is ``killed_oom_host`` too: the host's memory, not the GPU's.
A plain exit reported that way (no signal, no cause), and a generic load failure (llama.cpp's
``failed to create context with model``), take as their first fatal line the program's own error report
on the line just before (``Error: ...``, ``level=ERROR``, llama.cpp's ``E`` level), when there is one;
for a load failure, a loader function's own report of the cause counts too (``gguf_init_from_file: invalid
magic number`` before ``error loading model``): the first fatal line names the specific cause.
A launcher's generic "did not start" (``error loading llama server``, TGI's ``Shard 0 failed to start``)
is ``model_load_error`` only when nothing more specific was found: on its own line a named cause wins
(``... error="llama runner process has terminated: signal: killed"`` is ``killed_oom_host``), and after
an event it folds into it.
Host memory killers (the kernel's, Ray's memory monitor, systemd-oomd, the kubelet) are
``killed_oom_host`` even when their text says "out of memory".

Causes printed before the death they explain. A traceback's last line (``ValueError: ...``, kind
``RAISED``) is no event alone (servers log handled exceptions and keep serving), but a generic load
failure or plain death at most ``BURST_GAP`` lines after it takes it as its first fatal line (TGI prints
the shard's exception, a `` rank=0`` field line, then ``Shard 0 failed to start``). A library's own
failure report (``NCCL WARN ... failed``, kind ``PRECURSOR``; plugin-loading warnings excepted) is no
event alone either (runs that go on print them), but a generic death or exit within
``PRECURSOR_WINDOW`` lines after it (NCCL's per-rank return-code trail comes between) becomes
``nccl_error`` with the warning as its first fatal line; a specific cause of another label keeps its own.
A native ``CHECK`` failure (glog's or TurboMind's ``...): Check failed: ...``) aborts: ``fatal_signal``.
A native program's own abort message in ``file.ext:line: message`` form (ggml's ``GGML_ABORT``) on the line
just before a signal report (``SIGSEGV``, ``Aborted``, ``Fatal Python error``) is that death's first fatal line.
The C++ runtime's ``terminate called after throwing an instance of 'T'`` is a generic abort whatever ``T`` is
called; the ``what():`` line after it names the failure. A native stack frame (``frame #3: ...``, a glibc, gdb,
boost, OpenMPI or Go backtrace line) quotes function names and reports nothing, like a Python traceback frame.
A generic load failure (``error loading model``, ``unable to load model``) after a cause folds into it.
A GPU math library's failure (``CUBLAS_STATUS_*``, ggml's ``cuBLAS error 15 at file:line``, ``Could not create
cudnn handle``) is ``cuda_error`` (ggml's wording of an allocation failure is ``cuda_oom``), and the
``GGML_ASSERT`` on it after it folds into it. A tokenizer that cannot be loaded is ``model_load_error``. A shell's
bare ``Killed`` after a fatal event is the launcher killing its own tree (SGLang after a watchdog timeout), not
the OOM killer: it folds into that event; the kernel's or Ray's own OOM report is still a second event.

Families read in the servers' own source (``bench/triage_source_coverage.py`` holds one made-up line per
message template, with the file that prints it). A start-up finding that GPU memory cannot hold the runtime
is ``cuda_oom`` whoever states it (vLLM's "No available memory for the cache blocks" and "Error in memory
profiling", SGLang's and TGI's "Not enough memory", lmdeploy's "No enough gpu memory", TGI's
``NotEnoughMemory`` variant). An architecture or config format the loader cannot read is ``model_load_error``.
CUDA that cannot be set up (``Unexpected error from cudaGetDeviceCount()``, "Cannot re-initialize CUDA", a
driver too old for the runtime) is ``cuda_error``, and so is AMD's runtime in the same words (``HIP error``,
``ROCm error``); other GPU APIs' out-of-memory words (Vulkan's ``ErrorOutOfDeviceMemory``, Metal's
``...ErrorOutOfMemory`` after its generic ``command buffer N failed with status``, a burst line) are ``cuda_oom``.
A speculative draft model that failed to load is a load failure like the target's. A GPU that the driver,
NVML or the container runtime cannot give the server (``CUDA unknown error``, ``Driver/library version
mismatch``, ``nvidia-container-cli: ... error``, docker's ``capabilities: [[gpu]]``, ``fallen off the bus``) is
``cuda_error``. macOS's C++ runtime words an uncaught exception ``terminating due to uncaught exception``. A driver or CUDA
library that cannot be loaded (``ImportError: libcuda.so.1: cannot open shared object file``) is ``cuda_error``;
a JIT build that cannot run while serving (Triton's launcher: ``Failed to find C compiler``, the C compiler's
``file.c:6:10: fatal error: Python.h ...``, ``CalledProcessError`` of gcc) is ``triton_error``. A command-line parser's rejection (argparse's ``prog: error: unrecognized arguments``, click's
``Error: No such option``, llama.cpp's ``error: invalid argument:``) and a Rust ``main``'s error enum as its
last words (``Error: ShardFailed``) are ``exited``; so are a launcher's ``Shard 1 crashed``, Go's "process no
longer running" and OpenMPI's ``MPI_ABORT``; ``exited on signal N`` maps N as above. A launcher that gave up
waiting for its server to start is ``hang``. Go's ``panic: ...`` and runtime ``fatal error: ...``, a C++
assertion macro's ``Assertion failed: ...`` and (provisionally) Rust's ``thread '...' panicked at`` are
``fatal_signal``; when an abort's report is followed by a cause of the same label (``terminate called ...``,
then ``what(): ... Assertion failed``), the abort stays the first fatal line. A program's own error report
in the form ``<timestamp> ERROR ...`` (Rust's tracing) counts as the error just before a plain exit. Pinned
(page-locked) host memory that cannot be had is a fallback finding: the server goes on with pageable memory.

Families from the later held-out rounds. A CUDA error that NCCL reports (its watchdog's "terminated with exception:
CUDA error: ...", or "unhandled cuda error" with "Last error: Cuda failure '...'" a few lines on) takes the CUDA
failure's label, NCCL's line staying first: the GPU failed, the collective only reported it. Any ``NCCL WARN`` is
NCCL's own report, a precursor (never an event alone; its bind warnings are not the server's port). A bind failure
of an IPv6 listener only (``[::]``, "IPv6 ... Failed to Bind") is no event: the IPv4 one serves. The kernel's
``comm[pid]: segfault at ADDR ip ...`` is ``fatal_signal``. SIGKILL reported after the server's own failure report
(SGLang's "Received sigquit from a child process", then "exited with code -9") is its launcher cleaning up: the
event stays ``exited``. vLLM's "No available shared memory broadcast block found in N seconds" at INFO is no event
once (a long compile), and a ``hang`` from its first report when it comes again, or at once when a stats line
just before had requests running and generated nothing ("Avg generation throughput: 0.0 tokens/s, Running: 3
reqs"). A ggml function's own report ("...: op not supported") just before the ``GGML_ASSERT`` it trips is that
abort's first fatal line. The dynamic loader's "error while loading shared libraries" is a load failure (a CUDA
library's: ``cuda_error``); ``SystemExit`` ends a traceback as an error does.

Families from the second source pass. A model the configuration cannot bring up is ``model_load_error``: heads or
layers that do not split over the parallel layout ("must be divisible by tensor parallel size"), a dtype or
quantization not for this GPU ("only supported on GPUs with compute capability", "quantization method X is not
supported for the current GPU") or not the checkpoint's ("... does not match the quantization method"), remote
code not trusted, a speculative draft that cannot serve with its target (llama.cpp's "is not compatible with the
target model", "failed to initialize speculative decoding"), a launcher without its server program ("... not
found in PATH"). llama.cpp's "tokens will be translated between" the draft's and target's vocabularies is a
finding (it goes on). A worker that did not start (vLLM's ``WorkerProc failed to start``), lmdeploy's
``wait_tasks failed`` and ``Ray worker exited``, ollama's "runner has unexpectedly stopped" and an error that
fewer GPUs exist than the layout needs are ``exited``. lmdeploy's environment check (``<CUDA> check failed!``)
is a generic line whose next line names the failure (a bare "cuda is not available." is ``cuda_error``).
SGLang's "Health check failed. Server couldn't get a response" is a ``hang`` at its first report: its deadline
has passed with the scheduler silent (round 86; before, a stall like vLLM's, once no event); a batch line after it
("Decode batch. #running-req: 3") withdraws it, the scheduler went on (round 87). ollama's load retried with a
smaller context, or models unloaded after a request's OOM, is ``oom_retried``; its "update your driver to enable GPU inference" is a CPU fallback finding.

Families from held-out round 14. A native extension built against another torch or CUDA (``ImportError: x.so:
undefined symbol``, the exception's own line) cannot be loaded: ``exited`` since round 53 (``model_load_error`` only
where vLLM's model registry reports it). A weight key the checkpoint
lacks reads the same with an actor framework's ``[address=..., pid=...]`` before it. An exception that says a
component crashed ("RuntimeError: server crashed for some reason") and xoscar's "Remote server ADDR closed" (the
process that held a model went away) are generic deaths. llama-server's "error = context shift is disabled" and
lmdeploy's "run out of tokens. session=N" are rejected requests. Go's "context canceled" is a client that gave
up (ollama aborts the load it was waiting for): never fatal.

Families from held-out round 15 and the H200 round 14d. A report that only says an exception happened and opens its
traceback on its own line ("Scheduler hit an exception: Traceback ...") is named by the exception that ends the
traceback (the first fatal line moves there; a report that names the failure, "Initialization failed. warmup error:
Traceback ...", keeps its line), and by one that ended just before it. Two lines of NCCL's error-return trail
("NCCL INFO enqueue.cc:1283 -> 3") after an ``NCCL WARN`` make the warning an ``nccl_error`` without a death line.
A launcher that waited its deadline for the server's other processes ("Timed out after N seconds waiting for
clients") is a ``hang``. Triton's CNMeM pool's ``CNMEM_STATUS_CUDA_ERROR`` is ``cuda_error``. Intel's compute
runtime's "Abort was called at N line in file" is an abort, and names the failure of ollama's generic load report
just before it. OpenMPI's "mpirun detected that one or more processes exited" is a generic death. An engine that
logs a KeyError as its bare quoted weight name has lost a weight. llama.cpp: an argument error behind a docker
compose prefix is the same argument error; a device-memory query "returning 0/0" is a warning; its memory fitter's
trial load ("encountered an error while trying to fit params") meets the cause first, so the real load's repeat of
it points back to the first report; a run of E lines that ends in a load failure starts at the loader function's own
report (an adapter's "failed to open"); a draft that cannot serve with its target is a finding
(``speculation_disabled``), since builds differ: the load failure that ends the server just after names it as its
first fatal line, and a server that goes on serves without speculation.

Families from held-out round 16. An exception that ends a traceback a few lines after a frame of Triton's compiler
(``FRAME``), whatever its type ("IndexError: map::at" from the LLVM pass manager), is a ``triton_error``.
The NVIDIA driver's kernel-log reports name the GPU's fault: Xid 13 with "Illegal Instruction" is
``cuda_illegal_instruction``, Xid 13 with an out-of-range or misaligned address and Xid 31 (an MMU fault)
``cuda_illegal_memory_access``, the RC watchdog's "GPU is probably locked" and Xid 8 a ``hang``. ggml's "has no
device code compatible with CUDA arch N" is ``no_kernel_image``; vLLM's "Engine iteration timed out" a ``hang``;
SGLang's check of a port it needs ("metrics_port at N is not available") ``port_in_use``; a client's "Failed to launch
model" a load failure; llama.cpp's "input is too large to process" (longer than the physical batch) a rejected request.
Round 17: Go's "signal: aborted" report gives way to a CUDA cause named on the same line; uvicorn's and logging's
"ERROR:    " level is a line prefix (so a ``raise`` statement behind it is code).

Families from the third source pass (the "other" servers: Xinference/xoscar, LocalAI, text-generation-webui,
mistral.rs, TabbyAPI/ExLlamaV2, Aphrodite, LightLLM, MLC-LLM, KoboldCpp, llamafile, Triton, llama-cpp-python,
llama-box, ramalama, llama-swap). Weights and cache that do not fit the GPUs a loader may use ("Insufficient VRAM for
model", "Insufficient space in device allocation", LightLLM's "check max len infer fail") are ``cuda_oom``; ollama's
"insufficient VRAM to load any model layers" is not (it serves from the CPU). A CUDA library that cannot be loaded,
named after the library that needed it, and a GPU asked for that is not there (llamafile's ``--gpu``) are
``cuda_error``. "port N has been used" is ``port_in_use``; a port "already in use. Using port M instead" (or
"Switching to M") is a finding, ``port_changed``: the server goes on there. ``model_load_error``: model files not
where the server looks ("path to the model does not exist", "No .gguf models found", "Cannot find text model
file", "Could not find X in model"), a launcher's "Load model X failed" / "Load Text Model OK: False", an engine
that will not run this model or GPU ("cannot be run on engine", "backend is no longer supported"), an engine not
installed (``ImportError: Failed to import module``), a backend not found, "Failed to create llama_context", a
start-up setting outside the values allowed as a Rust main's last words ("Error: Block size must be in [...]"), and
a speculative draft that cannot be had (no drafter found, no speculative implementation, a draft runner's layout,
draft special tokens not equal to the target's). text-generation-webui's "Error loading the model with llama.cpp"
is a launcher's generic load failure (after the server's own error it folds into it). A supervisor whose wait ran
out (a health check "timed out after", a sub-pool's creation timed out, "RPCServer didn't reply within") is
``hang``. ``exited``: an async engine's "Engine background task failed", too few free GPUs for the model,
command-line flags that require another, a build for CPU features the machine lacks, a process announcing its own
exit (``os._exit``, "Exit due to main pool"); xoscar's "Start sub pool failed, returncode: N" and "terminated by
signal N" map N as exit statuses do. Prompts over the limit in these servers' words are ``context_length_exceeded``.

Families from the fourth source pass (the servers' newest sources and the libraries under them). A length the user set
above the model's ("ValueError: User-specified max_model_len/context_length (N) is greater than the derived"; the
override's warning in the same words goes on), a scheduler limit below the model length (vLLM's max_num_batched_tokens),
an engine with no code for the architecture (lmdeploy's "Can not found rewrite for architectures"), a projector or
vision model that failed to load, and a TensorRT engine that cannot be deserialised (built with another version) are
``model_load_error``. The c10d heartbeat monitor's "Heartbeat monitor timed out!" is ``nccl_error`` like the watchdog's
own timeout. Python's bare ``MemoryError`` is host memory (``killed_oom_host``), after the GPU rules. glibc's other
heap aborts ("corrupted size vs. prev_size", "corrupted double-linked list", "munmap_chunk(): invalid pointer") are
``fatal_signal``. A memory-accounting check that raised (SGLang's "...Error: ... memory leak detected"; its warning
form goes on), mpi4py's ``MPI.Exception: MPI_ERR_...``, uvicorn's "Application startup failed" and ollama's request
to its llama-server ending at ``EOF`` are ``exited``. SGLang's "exceeds the maximum allowed length" is a rejected
request; ollama's "startup failed with projector GPU offload; retrying with projector CPU offload" a fallback finding.

Families from held-out round 18. A supervisor's "<server> exited with status code N" maps N as other exit statuses do.
llama.cpp's server that could not decode a batch ("update_slots: failed to decode the batch", a request's failure it
usually survives, never an event alone) and then leaves its loop ("... - exiting main loop") exited, from the decode
failure's line. The kernel's hung-task watchdog ("task X blocked for more than N seconds") is ``hang``. TensorRT-LLM's
"Failed to deserialize cuda engine" is ``model_load_error``, and Triton's lifecycle line "failed to load 'M'" with no
reason on it opens that burst (its line is the first fatal line) as a generic CUDA line opens a CUDA error's. Ray's
"The actor is dead because its worker process has died" is a generic death: the "potential root causes" it lists
(SIGKILL by the OOM killer, SIGSEGV) name no status, and a worker's own signal report after it names the cause. A
timeout raised in vLLM's shared-memory message queue (a ``FRAME`` in ``shm_broadcast.py``'s ``acquire_read``, then
"TimeoutError" alone) is a ``hang``; Triton's compiler whose ``ptxas`` failed (``CalledProcessError``) a
``triton_error``.
Round 19: Python's ctypes turning a native fault on Windows into "OSError: exception: access violation ..." (or a
stack overflow, a division by zero) is ``fatal_signal``, not a file that failed to load; a supervisor's "Process exited
with code null" (Node's child exit with no code) is ``exited``. Triton's start-up model table with a row "UNAVAILABLE: ..."
is ``model_load_error`` at that row; TensorRT-LLM's "Executor worker returned error" (its proxy's report of a worker that
failed) is ``exited``, and its batch manager's "Prompt length (N) exceeds maximum input length (M)" a rejected request.
Round 20: text-embeddings-inference's "Runtime compute cap N is not compatible with compile time compute cap M" is
``no_kernel_image``, and any other "Could not start X backend: Could not start backend: ..." ``model_load_error``; a
length rejection relayed by Xinference (its "[address=..., pid=...]" before the words) is the load failure it relays. A
worker's "cannot connect to supervisor" as it starts is ``exited``.
A knowledge pass before round 21 (what the servers and their wrappers print, written before any round-21 log was read):
the kubelet's "Back-off restarting failed container" and a ``CrashLoopBackOff`` pod are ``exited``, and a container
killed for its unanswered liveness probe a ``hang``, as is a launcher's "Timeout while waiting for the server to be
ready" or "failed to start within"; docker's "port is already allocated" is ``port_in_use``; no usable CUDA ("Failed
to infer device type", a torch "not compiled with CUDA", Triton's "libcuda.so cannot found", the toolkit's stub
driver) is ``cuda_error``; a rank that could not fetch the ``ncclUniqueId`` from rank 0 ``nccl_error``; Windows'
crash statuses printed unsigned (3221225477, 3221225501) ``fatal_signal``; TGI's "weight X does not exist" and
ollama's "pull model manifest" and any "failed to download model" ``model_load_error``; Ray's
generic reports of a process gone (an actor "because its node has died", "Worker unexpectedly exits with", the raylet's
"A worker died or was killed while executing a task") are ``exited``; ollama's "an error was encountered while running
the model", a frozen program's "Failed to execute script ... due to unhandled exception" and "Failed to start the server" ``exited``.
An attention backend the GPU cannot run ("Cannot use FlashAttention-2 backend", it picks another) is a fallback
finding; no usable GPU (ggml's CUDA that would not initialise, "--gpu-layers option will be ignored", ollama's "no
compatible GPUs were discovered", "insufficient VRAM to load any model layers", a driver to update) is
``cpu_fallback``: the server runs on the CPU, and a cell measured on it says so. A bare "Insufficient VRAM" is
``cuda_oom``, and Triton's "Poll failed for model directory" a load failure.
Round 21: a traceback that ends in a cancellation (``asyncio.exceptions.CancelledError``: a task cancelled as the
process goes down) names no failure, so the failure reported after it keeps its own line. A bare "failed to load
model" (nothing of why on it) whose next line or two give a cause (LM Studio's error object: "title", then "cause":
"... unknown model architecture ...") takes that line; a second bare report ("exiting due to model loading error")
is no cause. A launcher's "Error loading the model" whose next line says its server ended by a signal ("terminated
unexpectedly with exit code: -4") takes the signal's label at its own line. The llama tokenizer's "too many tokens"
is a rejected request; "Invalid argument: --x" at the start of a line a rejected command line (``exited``); a JIT
build through torch's cpp_extension that failed ("Error building extension 'x'") ``exited``; "Server didn't reply
within N ms" a ``hang``; Go's "unexpected fault address" (then "fatal error: fault") ``fatal_signal``, as are
Windows' integer-division, stack-overflow and heap-corruption statuses. A generic death followed within two lines by a
death report of its own that names the signal ("Rank 0 scheduler is dead", then "Child process unexpectedly failed with
an exit code 11") takes that report's line; a bare status line after it ("Exit code: -9") still only refines its label.
Round 22: a logged traceback (each line with the logger's prefix, at an error level) that runs through a server's engine
loop (vLLM's ``run_engine_loop``, ``run_mp_engine``, ``run_engine_core``, ``run_busy_loop``) ended that loop, so the
report that opened it ("ERROR ... engine.py:244] AssertionError()") is an ``exited`` at its own line, provisional like a
reported exception; a failed call the engine core returns to its caller ("Invocation of collective_rpc method failed")
is no event, nor is anything its own logged traceback says (the lines with its prefix). A native frame of TensorRT's
engine deserialisation (``deserializePlugin``) just after an assertion makes it a load failure. The linker's "cannot
find -lcuda" (Triton's launcher build) and Triton's "Triton Error [CUDA]: device kernel image is invalid" are
``triton_error``; a custom op's "CUDA kernel failed" and Intel's SYCL/Level Zero errors ("Native API failed ...
UR_RESULT_ERROR_DEVICE_LOST", "SYCL error") ``cuda_error``; rocBLAS without a Tensile library "for GPU arch" its
``no_kernel_image``; an engine's "Error loading the model - file:line" a load failure. Rust's panic header may carry the
thread's id ("thread 'x' (1234) panicked at"); a GGUF loader function's report is a cause also when its failure word
comes first ("gguf_init_from_file: invalid magic number").
Round 23: Ray's raylet report and its "node ... has been marked dead because the detector has missed too many
heartbeats" list possible causes on the same line and choose none (``exited``; an exit type NODE_OUT_OF_MEMORY does
choose: ``killed_oom_host``); "ImportError: X is not installed" and "Failed to start engine" are ``exited``;
Cosmopolitan's "file.h:N: assert(expr) failed" is a C assert (``fatal_signal``); ggml's "ggml_aligned_malloc:
insufficient memory" is the first line of the abort it causes just after; "greater than the context length" is a
rejected request; a model file "not found" (``tokenizer.json``, ``config.json``, a ``.safetensors`` or ``.gguf``) a load
failure; the shell's "Killed" glued to a progress bar ("...s/it]Killed") ``killed_oom_host``; vLLM's
``worker_busy_loop`` is an engine loop frame too.
Round 24: systemd-coredump's "Signal: 11 (SEGV)" is ``fatal_signal``; AMD's "HSA_STATUS_ERROR_..." ``cuda_error`` (first
in its burst, before torch's CUDA-named error); ollama's client "Error: POST predict: ...: EOF" and TGI's "Method Warmup
encountered an error" ``exited``; SGLang's "Rank N scheduler died during initialization (exit code: C)" takes its label
from C, and its hint about -9 and the OOM killer names nothing (nor does any text after "If exit code is"). A run of a
GGUF loader function's reports names the failure in its first ("... not a multiple of block size", then "failed to read
tensor info"). Triton's "successfully loaded 'M'" after "failed to load 'M'" withdraws that failure: a retry that worked.
A knowledge pass before round 25 (from what the servers' code does with an exception in its loops): an exception that
goes up through a server's engine, scheduler or worker loop ends that loop, and with it the server (vLLM's engine core
and workers; SGLang's ``run_scheduler_process``, whose ``event_loop_*`` catch nothing, and its detokenizer and
data-parallel controller), so a plain traceback through such a frame is an ``exited`` at the exception that ends it,
provisional, even when the excerpt is cut before the server's own report; so is a traceback from a script's top level
(its outermost frame ``<module>`` or ``_run_module_as_main``): nothing caught it, Python printed it as the process
ended. In a chain of tracebacks ("The above
exception was the direct cause of the following exception", "During handling of the above exception") the chain's
first exception names the failure. A bare ``StopIteration`` ends a traceback like any exception. Loops that log an
exception and go on (TensorRT-LLM's executor loop fails the batch's requests; vLLM V0's ``_run_worker_process``
returns it to the caller) are not among them.
A second knowledge pass, from the servers' own code (``/work/notes/srcpass``: what vLLM, SGLang, llama.cpp, ollama,
TGI, lmdeploy, TensorRT-LLM and Triton print as they fail, 282 lines fed through the rules): supervisors' death
reports (lmdeploy's "Proc[N] failed", "Received custom termination signal from sub processing", "engine process is not
alive"; vLLM's "WorkerProc failed", "Executor failed", "Frontend process failed during engine core initialization";
SGLang's "Dumping requests before crash" and "Scheduler or DataParallelController N terminated with C", whose status
names the signal; TensorRT-LLM's "Executor worker initialization error") are ``exited``; watchdogs' deaths
(TensorRT-LLM's "Hang detected after N seconds" and HangDetector, vLLM's engines that never sent their first message
and its ranks' "Barrier timed out", SGLang's "SIGTERM received while health check failed" and its router's workers
that never became healthy) ``hang``; Vulkan's device lost ``cuda_error``; llama.cpp's "no backends are loaded" and
"Model path does not exist" load failures. What they print and go on from: SGLang's soft watchdog (``soft=True``),
its unbalanced-memory warning (only the raised form is fatal), a retry on a new internal port (``port_changed``),
Triton's pinned pool "will not be available" (a fallback), a vLLM utility call whose caller had gone. A request
rejected as too long counts at any log level (vLLM logs one at INFO), as do TensorRT-LLM's "sum of prompt length ...
should not exceed max_num_tokens" and SGLang's "prompt exceeds the KV memory budget".
Round 25: a timeout (``TimeoutError``, "timed out") that ends an engine loop's traceback is a ``hang`` (vLLM V0's
engine-iteration deadline). An abort's own ``what()`` just after it ("terminate called after throwing ...", then
"what(): ... InternalError: Check failed: ...") names what failed and is the first fatal line (two collectors and a
blind reader; round 4's 403 had taken the abort's line). TGI's "Shard complete standard error output:" is a dead
shard's header: ``exited``, and the shard's signal report just after it ("signaled to shutdown with signal 4") takes
its place. vLLM's "Writing input of failed execution" notice (at INFO) opens the burst when the next line is the error
that stopped the dump too. SGLang's watchdog report of the batch it found stuck ("self.cur_batch.batch_size()=", "Pyspy
dump for PID") is a ``hang``, withdrawn by its soft watchdog's line (``soft=True``). Vocabulary: torch's "NVML_SUCCESS
== r INTERNAL ASSERT FAILED" ``cuda_error``; llama.cpp's "wrong number of tensors", TGI's "sharded is not supported"
and macOS's "dyld: Library not loaded" load failures; Ray Serve's "the replica will be stopped" ``exited``.
A third knowledge pass, from the code of the wrappers and orchestrators that run the servers (99 lines: llama-swap,
Xinference, LocalAI, KoboldCpp, GPUStack, Triton's vLLM backend, mistral.rs, KServe, Ray Serve, NVIDIA Dynamo, cortex,
MLC-LLM, TabbyAPI; 62/99 read as their sources say before, 85/99 after): their reports that the server under them
died or would not start are ``exited`` ("upstream command exited prematurely", "Process H:P is down", "Inference
server exited or unhealthy", "Engine is not healthy and model will be unloaded", "failed health check, stopping it",
"EngineCore encountered an issue", ...); LocalAI's watchdog killing a busy model and MLC-LLM's server that did not
launch in time ``hang``; TabbyAPI's "Ports N and M are in use by" ``port_in_use``; mistral.rs's prompt "tokens over the
model maximum length" a request finding; llama-swap's own stop command failing is no crash.
Round 26: an exception that ends a traceback a vLLM engine-core or worker process printed or logged (its
"(EngineCore_0 pid=N)" / "(Worker_TP5 pid=N)" prefix, the line before a frame or its source) left that process's loop,
so it is an ``exited`` at that line when nothing was found before it (a failed call the engine core returned to its
caller stays quiet). Other vendors' runtimes: Intel's "RuntimeError: UR error" and Ascend's "ACL stream synchronize
failed" ``cuda_error``, Ascend's HCCL "OPS function error: HcclAllreduce, error code is N" ``nccl_error``. LM Studio's
"Some model operation failed" and SGLang's "Capture cuda graph failed" with no cause ``exited``.
Round 27: ROCm's "Memory critical error by agent" ``cuda_error``; Modal's "Runner has been initializing for too long"
``hang``; lmdeploy's "matching vision model: X failed" and Triton's bare "failed to load 'M'" load failures; a
"python: No module named X" (a ``python -m`` whose package is missing) ``exited``.
Round 28: Intel Gaudi's runtime (the PyTorch bridge's "FATAL ERROR :: MODULE:PT_LAZY", SynapseAI's "synStatus=N [...]")
``cuda_error``, with a Gaudi hint; MLX's "Received parameters not in model" a load failure; a C++ assertion raised into
Python as an exception line ("RuntimeError: [TensorRT-LLM][ERROR] Assertion failed: ...") ``exited``, not an abort; an
asyncio report of an ``OSError(98, ...)`` object is no load failure (the bind's own words after it name the port);
a ``FileNotFoundError`` is a load failure as the exception itself, not as a name a warning quotes ("Error downloading
shard: FileNotFoundError", exo's retried download).
A knowledge pass over the servers' speculative-decoding code (round 28, before its logs were read): llama.cpp's
draft/target compatibility checks ("draft model vocab type must match target model ...") are the
``speculation_disabled`` finding, its "failed to create draft context" a load failure.
Round 29: torch's ``DeferredCudaCallError`` (CUDA that failed at its lazy initialisation) and ggml's other back-ends'
runtime errors in CUDA's words ("CANN error", "MUSA error", "SYCL error") are ``cuda_error``, and so is a CUDA check
macro's "Failed: file.cuh:N '<error string>'"; a kernel library that cannot JIT-build its kernels or has none for
the inputs (FlashInfer, xformers) and torchrun's ``ChildFailedError`` are ``exited``; a TGI router that cannot reach
its model server's socket is a plain death. Ray's "The actor died because of an error raised in its creation task"
is generic: the exception ending the (headerless) traceback after it names the failure. A generic exception report
("Scheduler hit an exception") whose traceback ends in a message that the line just before the report already
carried (another rank's log of the same check) takes that earlier line. An engine process's traceback chain that
began with a ``TimeoutError`` is a ``hang``. A bare relayed "failed to load model" gives way to the loader's
reason up to ``LOAD_CAUSE_WINDOW`` lines on (a client's summary printed before the server's own output). An exit
status in hex ("exit status 0xc0000135", Go's os/exec on Windows) is that NTSTATUS, not 0; a negative NTSTATUS is
no signal number. From the knowledge passes of round 29 (the libraries under the servers, the newest vLLM and
SGLang): the HIP runtime's missing code object is ``no_kernel_image``, HSA's aperture violation an illegal memory
access, FlashInfer's workspace allocation failure ``cuda_oom``, DeepEP's and the servers' own deadlines (front end,
worker ports, weights not ready) ``hang``, "only supports smNN and above", "no valid attention backend" and weights
"not initialized from checkpoint" load failures, a DeepGEMM "Assertion error (file:line)" raised into Python
``exited``, "pure virtual method called" an abort.
A knowledge pass before round 30 (GPU runtimes other than CUDA, multi-node serving): Vulkan and Metal pipelines that
cannot be built, OpenCL's kernel build and enqueue errors, Ascend's "EZ9999: Inner Error" and stream exhaustion, AMD
SMI without a driver ``cuda_error``; aclrtMalloc/EL0004, Level Zero's and Vulkan's allocation failures ``cuda_oom``;
HCCL's and oneCCL's error lines and NCCL's own fatal WARN ("The error is fatal ... Cannot continue") ``nccl_error``;
c10d's client socket, Ray's channel and a KV-cache thread that timed out ``hang``; Ray, GCS, placement, Mooncake and
HCCL-library set-up failures ``exited``; ggml's RPC abort ``fatal_signal``; ollama retrying its GPU discovery is a
fallback. Round 30: HCCL's failing call quoted with its arguments ``nccl_error``; Ascend's "MPU address access is
invalid" and the amdgpu driver's page fault illegal memory accesses (the "Inner Error" before the first opens the
burst); OpenCL's clCreateBuffer failure ``cuda_oom``; a notebook cell's frame (IPython) marks a traceback nothing
caught; an exit status that already named the label keeps its line when the cause after it says the same
("exitCode: 137", then "reason: OOMKilled"); a bare ``Exception: ...`` ends a traceback, and a worker's "Error
executing method 'load_model'" just after it makes it a load failure.
A knowledge pass before round 31 (the servers' feature paths, less-covered engines): CLIP/mmproj and chat-template
load failures, unregistered model types and processors, OpenVINO model server's LLM node set-up ``model_load_error``;
FastDeploy's and rtp-llm's launch and supervisor deaths, unknown parser names, an unsupported ``--chat-template``
``exited``; glog's FATAL level (``F1204 ... file.cc:N]``) ``fatal_signal``; FastDeploy's negative KV block count
``cuda_oom``; over-long prompts in llama-server's, FastDeploy's and onnxruntime-genai's newer words rejected requests.
Round 31: a LoRA adapter that cannot be loaded, a quantization scheme the server does not know and checkpoint weights
with no parameter to go to are load failures; ggml's CPU back-end that cannot allocate a buffer is a load failure (host
memory, not ``cuda_oom``); vLLM V0's "Error in model execution" ends its engine loop; "No heartbeat received from
MQLLMEngine" is a ``hang``; Python multiprocessing's "Process SpawnProcess-1:" reports a child's death (the exception
just before it names it); a custom kernel's "CUDA kernel ... launch failed" is ``cuda_error``; a ``what():`` that
says something (not a bare type name) is the first fatal line of the "terminate called" just before it; a cause that
names the host's memory after a generic exception report replaces it (only a bare "Killed" is the launcher's own).
Round 32: a supervisor's header before a dead process's dump (TGI's "Shard complete standard error output:") gives way
to the exception that ends the dumped traceback, as a generic exception report does.
Two knowledge passes before round 33 (llama.cpp and ollama now; speculative decoding now): GGML_ABORT in its own words
from a llama.cpp/ggml source file (``llama-kv-cache.cpp:1043: ... does not support K-shift``) is ``fatal_signal`` even
when the excerpt ends before the signal (a compiler's ``file:line:col:`` diagnostic is not); the MTP head's context
failing, a ``-hf`` download that gave up or found nothing offline, and an uncaught exception that names the draft are
load failures; llama-server stopping before its load (HTTP server, tools, web UI config) ``exited``.
Round 33: vLLM V0's "Engine process (pid N) died" is the death; a vLLM config that does not validate ("1 validation
error for ParallelConfig") and Ray Serve's relayed replica-constructor failure (``RayTaskError(...): ray::...
initialize_and_get_metadata()``) stop the server; UCX's "UCX  ERROR" is the precursor of a generic death after it;
NCCL's "unhandled cuda error (run with NCCL_DEBUG=INFO ...)" printed by a caller's CUDA check is ``nccl_error``; a
kernel package's native library that cannot be loaded is a load failure; vLLM's INFO lines stay quiet in a paste
indented as a code block; another process's "Fatal Python error" spliced into a frame line is no code; newer SGLang's
"Watchdog timeout" line after the stuck batch it dumped is the first fatal line (the dump alone stays it).
Rounds 34-35: a Rust engine's panic whose message is serde's error for its config ("missing field `x` at line N column
M") is a load failure, as are an exception raised in a model class's constructor and vLLM's ModelConfig that does
not validate (its other configs stay ``exited``); Xinference's health check that quits the engine, Dynamo's
"Application shutdown with error" and Slurm's job or step cancellation are deaths; srun's "task 0: Out Of Memory" is
the host's memory; the kubelet's kill after failed startup or liveness probes and newer Ray Serve's unanswered health
check are ``hang``.
Round 36: device memory that runs out on a Gaudi or a TPU (PT_DEVMEM, XLA's RESOURCE_EXHAUSTED) is ``cuda_oom``;
Mesa RADV's lost context is Vulkan's device lost; Open MPI's "Process received signal" is a signal death; a launcher's
"Failed to load llama-server" names no model (its crash status does); a "Failed to load weights" said at WARNING, a
weight update an RL trainer asked for and was answered, and vLLM's "Call to collective_rpc method failed" are no
crash; a supervisor restarting a server it found gone is a death.
Round 37: an exception raised in a model's weight loading is a load failure, as in its constructor; a CUDA runtime
call a library names as failed ("cudaMemcpyBatchAsync failed") is ``cuda_error``; TensorRT-LLM's "Error opening engine
file" is a load failure; llama-swap's "process exited but not StateStopping" is a death (its SIGTERM alone is a swap).
Round 38: HIP's own "No compatible code objects found for: gfxN" is ``no_kernel_image``; Go's "listen tcp ADDR: bind:"
is ``port_in_use`` in any language (a host address not this machine's stays ``exited``); NCCL's "Failed to CUDA calloc N
bytes" after its "unhandled cuda error" is ``cuda_oom``, NCCL's report first; a logged traceback that goes down into
Triton's compiler is ``triton_error`` even when cut before its exception; Triton's "Failed to initialize Python stub"
and TensorRT-LLM's "Executor loop crashed on this rank" are deaths; asyncio's "Task exception was never retrieved" is
one when the task was a server's loop (by its coroutine's name, or its traceback's engine-loop frame), at the header,
and a request's task is not. Its knowledge pass (TensorRT-LLM's PyTorch executor, LightLLM, DeepSpeed-FastGen): KV
caches sized with no room for one sequence are ``cuda_oom``; TensorRT-LLM's "might indicate insufficient GPU memory"
hedge names nothing (the error before it does), and its "should not exceed max_seq_len" is a rejected request.
Round 39: Ray's fatal check (its "An unexpected system state has occurred ... Check failed:", level C) is
``fatal_signal``, a worker's "Error pushing mutable object: RpcError" just before it opening the burst; gloo's
monitored barrier that got errors, and the c10d store's client socket that "timed out after Nms", are ``nccl_error``
(as its DistStoreError is); Ray's "Version mismatch: The cluster was started with" is ``exited``; when the same
exception with the same message ended a traceback just before (another rank's, its head cut), that one is the first
fatal line; ggml-metal's "command buffer N failed with status" before the assert it trips is ``cuda_error``; an error
report just before vLLM's "Dumping input data for V1 LLM engine" names the failed step and takes the engine's death;
TensorRT-LLM's "Failed to initialize executor" over an attribute, argument or name its code lacks is ``exited``, not a
load failure; lmdeploy's "ResponseType.INPUT_LENGTH_ERROR" is a rejected request.
Round 40: accelerators' runtimes in their own words: Gaudi's "Failed to load tpc kernel for node" (``cuda_error``, before
its synStatus), CANN's HCCL notify timeouts (``nccl_error``) and its "event wait timeout occurred during task execution"
(``hang``, its "Task run failed" just before opening the burst), rocBLAS's Tensile host that found no device
(``cuda_error``), ggml_vulkan's "Memory allocation of size N failed" (``cuda_oom``); torch_npu's "ERR99999 UNKNOWN
applicaiton exception" is a death the exception before it names; Triton's "Model 'X' loading failed with error" is a
load failure and MLIR's failed Triton pass ``triton_error``; ollama's "Unable to load cudart" is GPU discovery, no
event; Ray's "RayTaskError(KeyError): " ends a traceback; vLLM's KV sizing sentence is ``cuda_oom`` from its start;
FlashInfer's "No supported CUDA architectures found" is ``no_kernel_image``; TensorRT-LLM's "must be less than max
sequence length" is a rejected request; a TimeoutError raised in shm_broadcast's timeout_ms is a ``hang``; libc++'s
abort line that carries the exception's message ("of type std::runtime_error: <message>") takes its label from the
message; a death report that repeats the message of a traceback's exception a little before takes that line.
Round 41: PowerInfer's VRAM-budget GGML_ASSERT is ``cuda_oom``; fastllm's "FastLLM Error:" an exception report;
Triton's OutOfResources in its repr ``triton_error``; asyncio's header after its logger's name; PyTorch's allocator
warning "memory allocation failed with OOM" a precursor (the first of a run) of a generic death; SGLang's "Server
warmup failed; aborting startup" an exception report; systemd's "State '...-sigterm' timed out. Killing." a ``hang``
(its SIGKILL is the deadline, not an OOM kill); uvicorn's bind to an address not this machine's ``exited``, as Go's;
a missing CUDA runtime behind Xinference's "[address=..., pid=...]" ``cuda_error``. Its knowledge pass (deaths outside
Linux and Python): Go's and Rust's own out-of-memory reports are host memory (``killed_oom_host``); zsh's "illegal
hardware instruction", "Trace/BPT trap", "Bad system call" and sanitizer reports ``fatal_signal``, "Killed: 9"
``killed_oom_host``; Windows' Ctrl+C status (0xC000013A) no crash.
Round 42: ptxas's own diagnostic ("ptxas /tmp/k.ptx, line 6; error : ...") opens a failed compile (``triton_error``),
as Triton's "type fp8e4nv not supported in this architecture" is one; an executor that failed over a PTXAS or Triton
error is ``triton_error``, not a load failure; cuBLAS's "the resource allocation failed" is ``cuda_oom``, as its
CUBLAS_STATUS_ALLOC_FAILED; a shell's signal report in the machine's language (glibc's translations: "非法指令 (核心已转储)",
"Speicherzugriffsfehler", "Ошибка сегментирования", ...) is ``fatal_signal``, its capital letters written into the
rules for the stdlib engine; torch_npu's "NPU function error: <ACL call>, error code is N" is ``cuda_error`` (HCCL's
stays ``nccl_error``) and Kunlunxin's XPU kernel fault likewise; llama-server's advice to disable jinja takes the
error just before it as a load failure, and its "exiting due to model loading error" after it, naming no cause, keeps
that line; "exceeds maximum allowed token size" is a rejected request. Its knowledge pass (the Python libraries under
the servers): torch's DistNetworkError and gloo's TCP pair that lost its peer are ``nccl_error`` (a store's server
socket that cannot listen stays ``port_in_use``); Inductor's "OutOfMemoryError: out of resource" is Triton's shared
memory (``triton_error``); hf_transfer's download, a tokenizer that cannot be converted or parsed, openai-harmony's
vocabulary, a weights-only unpickling refusal and a download that filled the disk are load failures; "Cannot provide a
placement group of ..." is ``exited``.
Round 43: TensorRT-LLM's own check ("[TensorRT-LLM][ERROR] Assertion failed: ..." at the start of its line, or in its
executor's "Encountered an error in forwardAsync function: ...") throws, it does not abort: ``exited``, while its
terminate's what() stays ``fatal_signal``; its paged KV cache too small for one sequence is ``cuda_oom``; PyTorch's
Windows "Unhandled exception caught in c10/util/AbortHandler.h" is ``fatal_signal``; TensorRT's failed
"IExecutionContext::enqueueV3: Error Code N" is ``exited``; SYCL's "No kernel named ... was found" is
``no_kernel_image``; torch's "Detected mismatch between collectives on ranks" is ``nccl_error``; SGLang's generic "hit
an exception" just after its own error line in the same second takes that line; Rust clap's argument errors are
``exited``, and LMDeploy's "<X> test failed!" after the import error it logged takes that line; bash's "Killed" and
"Aborted" in the machine's language are read as the English ones (a translated "Killed" after the server's own
failure its launcher's kill).
Round 44: Metal's "[METAL] Command buffer execution failed" in libc++'s abort message is ``cuda_error`` (its
"Insufficient Memory" stays ``cuda_oom``); ggml-metal's shader library that did not build is ``cuda_error``, the
compiler's own error just before it (a precursor) its first line; Triton-Ascend's "Failed to run BiShengHIR
pipeline" and "ub overflow" are ``triton_error``; the Ascend device's "there is an exception of aivec error" is
``cuda_error`` and its "DDR address of the MTE instruction is out of range" ``cuda_illegal_memory_access``;
torch_npu's "NPU warning, error code is N[Error]:" opens the device's failure; Ray's "Unhandled error (suppress with
'RAY_IGNORE_UNHANDLED_ERRORS=1')" lets the exception that ends its traceback name the failure, as a loop's frame
does; a LoRA adapter "expected target modules in ..." is a precursor (a load failure only when the engine dies of it
just after); a server program that is not installed ("server binary not found") is ``exited``, not a load failure.
Round 45: ROCm's "Memory Fault Error [... kernel: ...]" before its "Memory access fault by GPU" is
``cuda_illegal_memory_access`` from that line; older rocBLAS's "Cannot read .../TensileLibrary.dat" (no "for GPU
arch") is ``no_kernel_image``, as the newer wording was.
Round 46: ggml-metal's "error: Insufficient Memory" after its failed command buffer is ``cuda_oom``, the command
buffer's line opening the burst; ggml-sycl's "Exception caught at file:" opens the burst of the SYCL error it names;
an Objective-C API's "failed assertion `...'" (Metal's validation) and zsh's job report "[1] abort ..." are
``fatal_signal``; ggml-metal's "failed to initialize Metal backend" after its shader compiler's run of errors (a run
of "file:line:col: error:" lines with their source and notes between) is ``cuda_error`` from the first of them (alone
it stays issue 17's load failure); vMLX's "Engine loop error:" is a death that the error its step
reported just before names.
Round 47: vLLM's Transformers back end that finds no module for an architecture ("Cannot find model module. 'X' is
not a registered model in the Transformers library") is ``model_load_error``; a Level Zero failure relayed by
PyTorch's XPU back end ("level_zero backend failed with error: 40 (UR_RESULT_ERROR_...)") and a CUTLASS kernel's run
that failed with CUTLASS's status words ("gemm.run failed: Error Internal") are ``cuda_error`` (``cuda_oom`` for the
memory codes); XLA's "RESOURCE_EXHAUSTED: Error loading program ...: Attempting to reserve ..." is ``cuda_oom``;
vLLM's "Error in memory profiling" is its own check that failed, ``exited`` (it was ``cuda_oom``); OpenMPI's "Primary
job terminated normally, but N process returned" is a generic death; DJL Serving's "Read chunk timeout" is ``hang``,
its "Chunk reading interrupted" warning opening the burst. Not fatal: llama.cpp's own W lines, its context
constructor's failure during memory fitting that says "this warning is normal" (relayed by a supervisor that
stopped on it, it is the failure), and a wait for readiness that timed out said at a warning level (BentoML's "Timed
out waiting for runner to be ready").
Round 48: ollama's "an unknown error was encountered while running the model" is its runner's death (``exited``);
glibc's allocator checks in their "malloc(): ..." form and Go's Windows report of an exception in C code ("Exception
0xe06d7363 0x19930520 ...") are ``fatal_signal``; gloo's "connectFullMesh failed" is ``nccl_error``;
FasterTransformer's "[FT][ERROR] Can't load ..." is ``model_load_error``; an executor's "Error executing method X.
This might cause deadlock ..." is a reported exception. Python multiprocessing's "Process SpawnProcess-1:" header,
and a report that ends at its colon naming only an exception ("[TP1] Scheduler hit an exception:"), give the first
fatal line to the exception that follows (alone, they keep it). A message rich's log handler wrapped ("ERROR    ...
infinity_emb ERROR: CUDA   batch_handler.py:574", then "         out of memory. ...") begins on its record's line.
Round 49: Triton's launcher relaying CUDA's refusal of a launch inside a graph's capture ("Triton Error [CUDA]:
operation not permitted when stream is capturing") is ``cuda_error``, not ``triton_error``; transformers' "Failed to
import X because of the following error" raised to a server is ``exited``; LMDeploy's "<Model> check failed!" is
``model_load_error`` from the error it caught just before (its other checkers stay an exit); a Hugging Face Inference
Endpoint's "[Server message]Endpoint failed to start" is a death; ollama's GPU probe that crashed ("llama-server
--list-devices failed") is not fatal (it goes on without the GPUs).
Round 50: ggml's allocator that found no memory ("ggml_aligned_malloc: insufficient memory") opens the buffer
failure it causes within ``BURST_GAP`` lines, whose rule gives the label.

Rounds 51-52: Vulkan's C++ binding's exceptions ("vk::Device::createComputePipeline: ErrorUnknown") are
``cuda_error`` inside llama.cpp's "error loading model" (its out-of-memory words stay ``cuda_oom``); torch_npu's E
line for an ACL runtime call that failed ("aclrtSynchronizeEvent failed") opens an NPU failure; HCCL's listener that
cannot take its link port is ``nccl_error``, no longer ``port_in_use`` (the server's port is not the collective's);
macOS's allocator checks ("malloc: *** error for object ...: pointer being freed was not allocated") open the abort;
the dynamic loader that found a library but could not map or read it ("failed to map segment from shared object")
is ``exited``; a model's own code module that cannot be imported (``modeling_*``), a model folder a pipeline cannot
find, and a quantization whose kernels need a package that is not installed are ``model_load_error``; a container
whose entry point could not be started ("failed to exec pid1", "executable file not found in $PATH") is ``exited``
before the health check that times out after it; ollama's load request that its runner never answered ("do load
request" ... EOF) is the first line of the runner's death, provisional until its exit status names a signal.

Round 53: Open MPI's banner ("*** Process received signal ***") stays the first fatal line before the "Signal: ..."
line that gives the label; a C library older than the program's build ("version `GLIBC_2.38' not found (required
by ...)", in the loader's own words) is ``exited``; a native extension's undefined symbol and a kernel package that
cannot load its library are ``exited`` (``model_load_error`` only inside vLLM's model registry); "terminate called
recursively" is an abort of its own, not a what(); LMDeploy's "Rank[N] failed." and vLLM V0's engine logging the
repr of what ended its loop are provisional exits; the Hub's errors ("error from HF API, response code: N",
requests' "HTTPError: 404 Client Error ... for url: https://huggingface.co/...") are load failures; an escaped
apostrophe ("model\\'s context length") still reads as a rejected request; a log viewer's "YYYY-MM-DD HH:MM:SS.mmm"
stamp is a wrapper; an error that relays, within ``BURST_GAP`` lines, the message of the exception that ended a
traceback (TGI's router: "Server error: <message>") leaves the first fatal line at that exception.

Round 54: an exception that left the program's main coroutine through ``asyncio.run`` ended the program, as one
through an engine loop does; a CUDA driver API call's ``CUresult error result=N`` in a library's own check is
``cuda_error`` (2, out of memory, ``cuda_oom``); Ray's "XError: Traceback (most recent call last):" (an actor's
exception whose message is the remote traceback) is a provisional exit.

Round 55: the shell's job report of a signal that ends a process without a crash ("line 1: 8932 Hangup ...", an SSH
session that dropped; "Terminated") is ``exited``; its "Killed" of a ``timeout -s KILL`` wrapper is that deadline's
kill (``exited``), not the memory killer's.

Round 58: an excerpt that begins inside a traceback (no "Traceback (most recent call last):" before its first
exception, the frames or their source lines just above it) is a paste of that failure: the exception that ends it is
a provisional exit, unless a frame of a request handler (vLLM's ``serving_*.py``, TensorRT-LLM's ``serve/``,
starlette's and FastAPI's routing, uvicorn's HTTP protocol) shows that it failed one request (a launcher's failure to
start just after it, "Shard 0 failed to start", makes it that failure, as without the cut; a later traceback that
ended a loop or the program replaces it). An exception named in a
rule's own words ends the traceback Python multiprocessing's "Process Process-2:" opened, and takes its line. ollama's
and a Python logger's own error report of a full disk ("no space left on device") is ``exited`` (a client's "Error:
write ...: no space left on device" for a pull is not the server's); asyncio's report that vLLM V0's engine loop task
ended ("Exception in callback _raise_exception_on_finish(...)", "... _log_task_completion") is a provisional exit;
Ray's terminate handler ("logging.cc:108: Unhandled exception: ... what(): ...") and UCX's "==== backtrace (tid: N)
====" are aborts; torch.compile's "BackendCompilerFailed: backend='inductor' raised:" opens whatever it raised;
TensorRT's builder's "Error Code 2: OutOfMemory" and vLLM's "exceeds available Mamba cache blocks" are ``cuda_oom``;
urllib3's "MaxRetryError: HTTPSConnectionPool(host='huggingface.co', ...)" is a load failure; torch_npu's "ERR02200
DIST call hccl api failed" is ``nccl_error`` before the CANN runtime's inner error; a launcher's "Initialization of
service 'x' timeout" is a hang; ggml's op failure opens its burst when a paste cut its first letter.
Round 59: llama-server's "llama_server: model loaded" (older "main: model loaded") after a load failure withdraws it:
a file it was also given failed to load (a control vector that is not there) and it serves without it.
Round 60: a logger's line with nothing after its prefix reports nothing (the exception it logged just before names
the death after it); a Python warning ("file.py:1113: UserWarning: ...") is no event while nothing has failed (after a
failure began it may name its cause); an exception logged by a request-serving module ("[serving.py:1262]
ValueError: ...") failed a request, even where its traceback's head was cut; an Ascend kernel's "[ASSERT]
.../ascendc/...: Assertion `...' failed." is ``device_side_assert``, its "Index out of range in dimension ..." report
opening it; a tokenizer that cannot be found, transformers' config registry that does not know the model's type
(``configuration_auto.py ... in __getitem__``, then ``KeyError: 'type'``) and a model class transformers does not
have ("cannot import name 'XForCausalLM' from 'transformers'") are load failures; SGLang's "No space left for only
one request" is ``cuda_oom``; the exception that ended a traceback just before a dead loop task's report whose
``exception=`` names it reported the failure first.
Round 61: argparse's "error: ambiguous option: ..." is a refused command line; huggingface_hub's "OfflineModeIsEnabled"
and a dtype a quantization does not take ("... is not supported for quantization method gptq") are load failures;
vLLM's "Error in inspecting model architecture" whose subprocess "died with <Signals.SIGILL: 4>" takes the signal's
label and keeps its line.

Round 62: Go's ``panic: ...`` is an unrecovered error, ``exited`` (its exit status is 2; every reader of two real logs
said so), unless it is a nil pointer's, the segmentation fault the runtime turned into a panic (``fatal_signal``);
ollama's "llama runner process has terminated: error:fault" is Go's memory fault. A report that the exception just
before escaped what ran it ("Runner failed with exception: ModuleNotFoundError(...)") makes that traceback the death.
A frame of vLLM's newer request handlers (``entrypoints/openai/<route>/serving.py``) makes its exception a failed
request. CloudWatch's stamp with a tab after it, or its table's "  | <stamp> | ", is a wrapper, and a traceback it
flattened onto one line is code, not a report (a model's constructor in it, TGI's too, makes the exception a load
failure). Java's "Caused by: java.util.concurrent.TimeoutException" is a ``hang``; DeepEP's "Failed: Assertion error
file.cpp:N" and a package below the server's version floor are exits; LocalAI's "Backend not found" a load failure;
llama-server's router reporting "instance name=M exited with status N" an exit; llama.cpp's "get_repo_commit: error:
..." (the Hub not reached) the first line of the load failure after it.

Round 63: a native library's check or assertion raised to Python as an exception ("RuntimeError: ... Check failed: ...",
"RuntimeError: Assertion error (...): Assertion `...` failed.") is an exception, ``exited``, not an abort. A TMA
descriptor the driver would not make and GPUDirect Storage's "cuFileBufRegister returned an error" are ``cuda_error``;
weights that "leave no GPU memory for the KV cache" ``cuda_oom``; gunicorn's "Worker ... was sent SIGKILL! Perhaps out
of memory?" ``killed_oom_host``; vLLM-Omni's "Timed out waiting for READY from ..." a ``hang``; a back end's "failed to
load <name> model from" a load failure; a scheduler's thread for a stage that crashed an exit.

Round 64: a death within a few lines of ggml-metal's failed command buffer is the GPU's failure, a Go panic's too (it
became an exit in round 62); a C assert()'s "Assertion `...` failed." followed by CUDA's "device-side assert triggered"
is the device's assertion, at its own line. The c10d store's "Timed out after N seconds waiting for clients" is a
``hang`` (a deadline for the ranks to join, no collective ran); vLLM V0's "No heartbeat received" after its engine
logged the exception that ended it is no new event. Newer ggml's "ggml_metal_library_init: error:" is ``cuda_error``;
a metallib built for a newer macOS ``no_kernel_image``; "KeyError: 'model_type'" a load failure; uvicorn's "ERROR:
[Errno N] ..." at start and Unsloth's "Stdout stream ended before readiness message detected." exits.

Round 65: an exception whose message is the CUDA call that failed ("RuntimeError: cudaHostRegister(...)"), and a CUDA-
like runtime's "cuapiX() failed in cui..." are ``cuda_error``; Triton's "too old to be supported by the triton GPU
compiler" a ``triton_error``; Kunlunxin's "[XCCL][file:N] ... failed" an ``nccl_error``. A Rust main's "Error: Could not
create backend" opens the burst its "Caused by:" cause names. "Bfloat16 is only supported on GPUs with compute
capability" is ``exited`` (a setting to change). Python threading's "Exception in thread T (fn):" is named by the
exception that ends its traceback, as "Process SpawnProcess-1:" is. An excerpt whose first line is a bare exception
(no logger before it, not a client library's) is a paste of that failure, as one that begins inside its traceback;
an HTTP access line answered 5xx just after such an exception makes it one failed request (unless it was SystemExit).
vLLM's "Cannot use FA version N" at ERROR and compute-sanitizer's reports of errors programs handle (a refused graph
update, work not ready) are not failures.

Round 66: Metal's "-[Class method]:N: failed assertion" with digits in the class, ggml's abort message in its Metal,
C or CUDA sources ("ggml-metal.m:1352: unsupported op"), and llama.cpp's own report before the abort it ends in ("Failed
to sample token", "Unsupported KV type combination for head_size N.") are ``fatal_signal``, the report its first line;
"terminate called without an active exception" stays the abort's first line. An assertion in a CUDA header
("Assertion failed: x.cuh:N,", DeepGEMM) is ``device_side_assert``. A CUDA error that names a fault of its own
("invalid resource handle") is not replaced by an illegal address after it. "V cache quantization requires
flash_attn" and candle's "Error: internal error '...'" are ``exited``; NIM's "initializing ngc repo" and an exception
under vLLM's model loader's load_model frame are load failures, a Python exception that carries a Rust error ("Exception:
Error {") keeping its line. A worker reported dead by SIGTERM or SIGINT within ``INTERRUPT_WINDOW`` lines of a
KeyboardInterrupt is that stop's; vLLM's context message cut after "This model's maximum" is the rejected request.

Round 67: systemctl status's "Active: failed (Result: exit-code)" and systemd's "X.service failed." are deaths (an
oom-kill result the memory killer's); Windows' WSAEADDRINUSE ("[Errno 10048]", its words in any language) a port in use;
a DLL a program cannot find (English or localized), ollama's "error starting llama.cpp server" and TGI's "Each process
is one gpu" exits; "the provided PTX was compiled with an unsupported toolchain" a ``cuda_error`` wherever it is said,
and ggml's compute_forward burst line however many first letters a paste cut. A model fetch that failed, then
llama.cpp's loader given nothing ("exactly one out metadata, path_model, and file"), ModelScope's integrity check and
Hugging Face's Xet transfer that gave up are load failures. A utility call that "method failed" with a GPU fault in its
message (vLLM's wake_up: "CUDA Error: out of memory") is that fault, not a call returned to its caller.
Round 69: "terminate called after throwing ..." stays the first fatal line when its ``what()`` names no more specific
cause (the labelled logs read 14 times at the terminate line, twice at such a what(); a what() with a CUDA error still
names the label and the line). A library's own failure report on the line just before the crash it led to (UCX's
"Remote I/O error", older ggml's "not enough space in the scratch memory pool") opens it. A GGUF of a version the loader
does not read and Triton's status quoted alone ("UNAVAILABLE: Internal: ...") are load failures, and so is an exception
under llama-cpp-python's ``Llama.__init__``; LM Studio's crash "without additional information" and BentoML's
"[bentoml-cli] `serve` failed" are deaths; tt-metal's ``TT_FATAL`` and a container runtime's failed hook open the burst
of what the next lines name; llama.cpp's older "ingest_images : failed to eval image" names its slot loop's end; a
logger's own level ("ERROR ... EngineCore hit an exception") names no failure.
Round 70: Python logging's "- ERROR -" report just before SGLang's generic "Scheduler hit an exception" names the
failure; a missing file of Triton's own kernel cache is ``triton_error``; a vLLM layer's constructor frame means the
model is being built (a load failure); "No compiled cutlass_scaled_mm for a compute capability" is ``no_kernel_image``;
an engine's "pool exhausted: need N, have M" is ``cuda_oom``; ggml's own abort line in ggml.c stays the crash, its
memory-pool report after it no precursor.
Round 71: text-embeddings-inference's "Error: Model backend is not healthy" opens the cause under its "Caused by:";
vLLM's "The Transformers implementation of X is not compatible with vLLM" is a load failure; infinity's batch handler
that raised ends its batch loop (its rich record wrapped onto an out-of-memory line stays that cause); an exception
through vLLM's model forward pass ended the engine even where a 500 for the request in flight follows; a utility call's
"Call to X method failed" that ends its caller's own traceback escaped it, and a bare "Exception: ..." ends a cut
traceback as any exception does; exo's "Error in ASGI Framework" failed a request; a router's child whose load failed
and then exited ("instance name=M exited with status 1") keeps its load failure when another child loads.
Round 72: llama.cpp's warning that the context type speculation asked for is not in the model ("context type MTP
requested but model doesn't contain MTP layers") names the load failure just after it.
Round 73: the router's preset file with an option no server knows ("option 'x' not recognized in preset 'm'") is a bad
argument (``exited``), not a model that could not be loaded.
Round 74: a C++ abort whose exception message begins on the next line ("libc++abi: terminating due to uncaught
exception of type std::runtime_error:", then "[METAL] ... Insufficient Memory") opens it, the message names the label;
Objective-C's "*** Terminating app due to uncaught exception" is an abort; ggml-metal's "Asserting on type N" opens the
GGML_ASSERT after it, and a failed command buffer after Metal's "greater than the recommended max working set size"
(now a ``gpu_memory_oversubscribed`` finding) ran out of memory (``cuda_oom``). A HIP kernel's "Device-side assertion
... failed" is the device's; RCCL's return trail, its paths with dashes and dots, counts as NCCL's. MLX that cannot
initialise is the runner's failure (``exited``); a metallib for a newer deployment target has no kernels here; "No
safetensors found" is a load failure, a KV-cache file not found (LMCache's) is not. TPUs: "RESOURCE_EXHAUSTED: Error
loading program:" is device OOM, "The TPU is already in use by process" a runtime error, Mosaic's failure to compile a
Pallas kernel a kernel compile failure (``triton_error``, with its TPU hint). A transfer engine's glog E line that its
peer refused the connection (Mooncake, whose names hold "Plugin": only NCCL's plugin warnings are benign) names the
scheduler death after it. llama.cpp's own E line just before its "error while handling argument" (or environment
variable) opens it. A Go crash's registers ("rflags 0x...") just before ollama's "llama runner process has terminated:
exit status 2" make it the runner's crash (``exited``), not a refused model. A request's validation frame
("validate_structured_output_request") makes the exception after it that request's; TGI's warning that it cannot
determine the GPU's compute capability is no failure.
Round 75: Python's OSError or ImportError for a glibc too old (``version `GLIBC_2.32' not found``) is the environment
(``exited``), not a model; vLLM's warning of the same goes on. Ascend: an aclnn call's RuntimeError, CANN's
"AclNN_Inner_Error(EZ9999)" and the device's "there is an error of aicore" are runtime errors; AWS Neuron's
"nrt_tensor_allocate ... Allocation Failure" is device OOM. "validation errors for LlmArgs" is a bad argument, as for a
config; Open MPI's "orte_init failed" an exit. A kernel header's "file.cuh:30: Unsupported architecture" has no kernel for
the GPU (a model's "Unsupported architecture: X" stays a load failure); a C compiler's own "gcc: fatal error:" is a
compile that failed (``triton_error``, as the compiler rules read). SGLang's "Piecewise CUDA Graph failed with error"
opens the scheduler's death after it. A traceback pasted indented as a whole ends at its exception under the deeper
code line.
Round 76: HCCL's own failed call ("HcclGetRootInfo(&hcclID), error code is 19") and exllamav3's "CPU reduce wait
timeout" are collective failures; a traceback through sentencepiece's Load ends in a load failure whatever its
exception; SGLang's older OpenAI adapter is a request handler; TGI's router that cannot parse the tokenizer config
warns and goes on.
Round 77: no rule changed (the real logs of llamacpp_failures15.sh and 16.sh read 19/20); seen as a user, llama-server's
own aborts get its own hint (not torch's), and an n-gram lookup cache it could not read names -lcs/-lcd.
Round 78: no rule changed (10 real H100 logs of llamacpp_failures17.sh, all healthy, read 10/10); seen as a user,
ggml-cuda's FlashAttention that converts K and V to f16 for want of a kernel for those cache types is a
``fallback_kernel`` finding.
Round 79: a log viewer's stamp without milliseconds ("2023-06-23 03:52:40 ") is a wrapper, so Go's "fatal error:
unexpected signal" after it opens its crash; a transfer engine's glog E line that could not register memory with the
RDMA device ("Failed to register memory 0x...: Invalid argument [22]") opens the scheduler's death after it; gloo's
failed enforce in its transport ("[enforce fail at .../gloo/transport/tcp/device.cc:83] ... Unable to find address
for: eth0") is ``nccl_error``.
Round 80: TEI's "cannot find tensor X" and a loader's "failure loading model" are load failures, and TEI's "Error: Could
not create backend" opens the load failure its "Caused by:" names, as it opens a CUDA cause; a Triton compile error
that a wrapper quotes ("Worker failed with error 'at 1:0:") is ``triton_error``; tt-metal's TT_THROW raised into Python
("RuntimeError: TT_THROW @ ...") opens its burst; BLAS's "On entry to SGEMM parameter number 13 had an illegal value"
opens the cuBLAS error after it (alone it is no event).
Round 81: the NPU runtimes of small boards and phones name their accelerator's failures in their own words: Rockchip's
RKNN and RKLLM ("failed to malloc npu memory" ``cuda_oom``, after "failed to allocate handle", which opens it; "failed to
open rknn device", "E rkllm: matmul(w8a8) run failed", "Query platform error!" ``cuda_error``) and Qualcomm's DSP call
layer ("remote_handle64_invoke failed"). NVML that would not start, TensorRT's "Error Code 1: Cuda Runtime (...)" (not
a CUDA graph's capture it refused), OpenCL's CL_OUT_OF_RESOURCES (after OpenVINO's "Exception from src/...cpp:N:"
header, which opens it) are ``cuda_error``; an InfiniBand completion with an error (mlx5's "got completion with error")
``nccl_error``; ONNX Runtime's session that would not initialise and OpenVINO Model Server's graph that failed
validation load failures; .NET's "Unhandled exception. X.YException:" and color-eyre's "The application panicked
(crashed)." ``exited`` (a cause on the next lines names the label). A cause that relays the very exception the report
just before carried ("Failed to initialize Python stub: RuntimeError: X", then "failed to load 'M' version 1: Internal:
RuntimeError: X") keeps the report's line.
Round 82: a Ray Serve replica's tag, its name in colons ("(ServeReplica:app:deployment pid=526) "), is a process's
prefix like any actor's (the source line under a frame behind it is code); older SGLang's "Exception in ModelTpServer:"
(and ModelRpcServer's, its controller's and detokenizer's) is its "hit an exception", provisional; a launcher's "vLLM
not ready after 30 minutes" is ``hang``; a harness's "Crashed container in pod: ..." ``exited``.
Round 83: Python multiprocessing's refusals are ``exited``: to spawn a child from a main module without the main guard
("An attempt has been made to start a new process before the current process has finished its bootstrapping phase",
opened by the bare "RuntimeError:" just before it, which now ends a traceback as a bare "RuntimeError" does) and to let
a daemonic worker have children ("daemonic processes are not allowed to have children"). Ray's tag of an actor on
another node, its address after a comma ("(RayWorkerWrapper pid=7, ip=10.0.0.2) "), is a prefix like any actor's. The
Hub's read that timed out ("ReadTimeoutError: HTTPSConnectionPool(host='huggingface.co', ...)") and its missing cache
folder ("Cache directory not found: ... HF_HUB_CACHE") are load failures; "did not become ready within 600s" is
``hang``, and so is vLLM-Omni's "Initialization timeout: 0/1 stages ready" (a WARNING-level precursor of the generic
"Stage initialization failed" after it).
Round 84: Run:ai's model streamer that could not read the weights ("Could not receive runai_response from libstreamer")
is a load failure; NVIDIA's CUTLASS DSL whose MLIR pass pipeline failed ("MLIRError: Failure while executing pass
pipeline") is ``triton_error``, a JIT kernel compiler's failure like Triton's.

Round 86: vLLM 0.9's dump of a failed step's input ("[dump_input.py:68] Dumping input data", its config on the next
line) in a log that ends there is the engine core's death, ``exited`` (its own death report, or a cause, after it takes
its place, as if the dump had been no event); any ``MLIRError`` (the CuTe DSL's "Operation creation failed") is
``triton_error``; SGLang's failed health check is a ``hang`` at its first report; the CUDA runtime's docs hint ("Search
for `cudaErrorIllegalAddress' in https://...") gives way to the next rank's error line of the same fault within a
burst; after vLLM's "Worker proc X died unexpectedly", the error it relays from that worker ("RuntimeError: Worker
failed with error '...'") names the failure; Ascend ATB's "XOperation setup failed!" is ``cuda_error``; ik_llama.cpp's
sampler report after a banner ("===== Failed to sample token") and its "Crashing now" are its abort.

Round 87: a supervisor's shutdown step that names the signal it is about to send ("workers still running after SIGTERM;
sending SIGKILL") is no kill; transformers' frames that load the model's config, tokenizer, image processor or GGUF
header ("in _get_config_dict", "in load_gguf_checkpoint", "in get_image_processor_dict") make the exception ending their
traceback a load failure, also under SGLang's generic "Scheduler hit an exception"; AWS Neuron's "Failed to alloc
DEVICE memory" is ``cuda_oom``; TurboMind's "not implemented: ... sm=70" is ``no_kernel_image``; Triton's
``OutOfResources`` by its class name is ``triton_error``; torch_npu's "HCCL watchdog thread terminated with exception" is
``nccl_error``, and ``cuda_error`` at its own line when the NPU runtime's failure follows within a few lines; an
exception line that names an exit status (``CalledProcessError: ... returned non-zero exit status 1``) ends a
multiprocessing header's traceback as any exception does.

Round 88: a run of glibc backtrace frames ("/lib64/libggml-base.so(+0x2888) [0x...]", "/usr/bin/ollama(+0x107bfd8)[0x...]")
is an abort's report: the signal (or ggml's own frame) in or just after it puts the first fatal line at the run's first
frame, or at the abort's own "file.cpp:N: message" just before the run; Python faulthandler's "Extension modules: ..."
is ``fatal_signal``; vLLM's "Error in loading model architecture 'X'" is a load failure, and so is a generic worker
report whose traceback goes down into vLLM V1's worker ``load_model``; ollama's "error loading llama server" whose
error says what the loader found ("error loading model: missing tensor ...") names the load failure after the runner's
exit status.

Round 89 (real H100 runs): when ggml's terminate handler has printed its backtrace before the C++ runtime's "terminate
called after throwing an instance of 'X'", that line takes the abort's first line from the backtrace's; llama-server's
"context shift cannot be used for shared prompt" (a request of several choices past its slot) is a rejected request.

Round 90: Windows' exception names as crash reporters and runtimes print them ("C0000005.ACCESS_VIOLATION",
"STATUS_ILLEGAL_INSTRUCTION", "EXCEPTION_STACK_OVERFLOW") are ``fatal_signal``; a front end's "CUDA memory allocation
error" after its llama-server child's exit is ``cuda_oom``; torch's "Ninja is required to load C++ extensions" is
``exited`` (a tool the installation lacks); Ray's "Unhandled error (suppress with 'RAY_IGNORE_UNHANDLED_ERRORS=1')" is
an ``exited`` event at its line until the exception that ends its traceback, or a cause, takes its place (a paste cut
inside that traceback); a ggml-family loader's "X_init_from_file failed" is a load failure.

Round 91: MLX's "[metal::malloc] Attempting to allocate N bytes which is greater than the maximum allowed buffer size"
is ``cuda_oom``; a CPU engine's "Memory allocation failed for X on node N" (NUMA-placed weights) is ``killed_oom_host``.

Round 93: uvicorn's level prefix is ten columns wide, and what follows is the line's own indentation (a traceback logged
line by line, "ERROR:      File ...", keeps its frames' shape, so its exception ends it); OpenCL's and Vulkan's status
codes in their C spelling name the failure (VK_ERROR_OUT_OF_DEVICE_MEMORY and CL_MEM_OBJECT_ALLOCATION_FAILURE are
``cuda_oom``, CL_OUT_OF_HOST_MEMORY ``killed_oom_host``, TVM's "OpenCL Error, code=-N: CL_X" otherwise ``cuda_error``,
not the check that aborts on it); systemd-coredump's "Process N (name) of user U dumped core." is ``fatal_signal``;
NCCL's "unhandled cuda error" whose "Cuda failure '...'" names a CUDA error of its own (an old driver) takes
``cuda_error``, NCCL's line first; ggml's "op not implemented: X" just before its bare "fatal error" abort opens it.

Round 92 (llama.cpp's other programs, real output on this machine's CPU): llama-quantize's "failed to quantize: ..." and
llama-fit-params' "failed to fit CLI arguments to free memory, exiting" are ``exited``; "expect general.type to be
'adapter', but got: model" is a load failure.

Round 95 (the same programs on an H100): a loader's report of a requirement it does not meet ("llama_init_from_model:
quantized V cache requires flash_attn to be enabled") is the report on the line before a generic load failure.

Round 96: the status a Windows process fails fast with (0xC0000409, STATUS_STACK_BUFFER_OVERRUN: abort() and a failed
check end it so) is ``fatal_signal``, as SIGABRT is elsewhere, and a cause the runner's report names after it (the
GGML_ASSERT, the buffer) still takes its place; any throw of Go's runtime ("fatal error: index out of range") is
``fatal_signal``; bitsandbytes' "CUDA SETUP: CUDA detection failed" is ``cuda_error``; an extension's build whose compiler
error was cut opens at the compiler's and the build tool's last words ("compilation terminated.", "ninja: build
stopped: subcommand failed"), an exit; the dynamic loader's "version `X' not found (required by Y)" is an exit for any
library's version tag, behind the journal's short-monotonic prefix too; a model hub client's "One or more errors
fetching files" (NVIDIA NIM) is a load failure.

Round 97: a ggml loader's "tensor 'x' has wrong size in model file" (and "wrong shape", "unknown tensor 'x' in model
file") and a Rust hub client's "Could not get file \"x\" from API" are load failures; a Windows launcher's "Press any key
to continue . . ." after its program is an exit with no cause said; llama.cpp's parser's "error: unknown argument:" and
"error: invalid parameter for argument:" are exits; Intel's Level Zero that could not build a Triton kernel ("L0 build
module failed", ZE_RESULT_ERROR_MODULE_BUILD_FAILURE) is ``triton_error``; a KV store's put that found no room in its
own pool (Mooncake's "Failed to allocate buffer for put_parts operation") is no failure: the request goes on.

Round 98: a traceback that ends in a model's transformers configuration class (its ``__init__``, a ``_*validation``
check, configuration_utils' ``from_dict``) means the config could not be read: a load failure, whatever it raised
("ValueError: `rope_scaling` must be a dictionary with two fields ...", a transformers too old for the model).

Round 100: vLLM's "No available shared memory broadcast block found" is withdrawn, and a hang read from it too, by a
sign of progress after it (a stats line with tokens processed, a request answered 200, a warm-up or graph capture that
finished): the engine came out of a long step (a compile, a CPU warm-up), and a later report is a first one again.
``systemctl status`` of a service that ended ("Main PID: 5123 (code=exited, status=1/FAILURE)", its ExecStart's
"Process:" line, "(code=killed, signal=KILL)" by name) is an exit with that status; status 0 is a clean stop. A
llamafile's loader that could not start it ("ape error: ..."), a thread that could not be made at a process limit
("pthread_create failed: Resource temporarily unavailable", "can't start new thread"), an Ascend runtime call an
engine found failed ("Acl return error ..., with ERROR 561103": ``cuda_error``) and the kubelet's eviction for an
emptyDir volume over its limit (an exit, as for ephemeral storage) are failures too.

Round 101: a line with two process tags (vLLM's API server relaying its engine core's, "(APIServer pid=716)
(EngineCore_DP0 pid=1101) ERROR ...") reads as one with its own; an Xid 13 that the MMU raised ("SM Warp Exception
...: MMU Fault") is an illegal memory access, and any other Xid but 45, 63, 64 and 92 (information, or the teardown
after another event) a ``cuda_error``
(119, the GSP firmware that stopped answering; 48, a double-bit error); HCCL's coded communication errors
("Communication_Error_Get_Socket(EI0006)"), NVSHMEM used before its set-up and any connection error of gloo's TCP
transport are ``nccl_error``; nvcc's "N errors detected in the compilation of" and "Error limit reached." are a
build's failure as its "Compilation terminated." is; an older ggml-metal's "ggml_metal_init: error: " is the Metal
library that did not build; zsh's "zsh: killed" and a shell's "Killed" after an unfinished progress line ("Loading
model... Killed") are a SIGKILL; a request answered with a client error just after an exception (an access line's
4xx, TabbyAPI's "Sent to request: ...") says the exception was that request's: no event, unless it says the engine is
dead (vLLM answers 400 to a request its dead engine could not take).

Source pass 20 (the libraries under the servers, read in their newest sources): a kernel library's refusal of this GPU's
architecture ("FlashAttention only supports Ampere GPUs or newer", FlashInfer's "requires GPUs with sm75 or higher",
"Unsupported compute capability", CUTLASS's "Arch conditional MMA instruction used without targeting appropriate compute
capability", IPEX's flash attention on an XPU without it, and, from the reread after it, AITER's "Unknown GPU
architecture: gfx1101") is ``no_kernel_image``; a cause said in a later traceback of a chain that raises the chain's
first exception again (the same class, its message carried: "KeyError: 'gfx1101'", then "KeyError: \"Unknown GPU
architecture: gfx1101 ...\"") takes the first exception's line, where the failure was first said; DeepEP's deadlines
("CPU recv timeout", "DeepEP timeout for dispatch receive", "Dispatch CPU wait exception") are a ``hang`` and its "NCCL
exception (...)" an ``nccl_error``; "Assertion failed: x.cu:N, condition: ..." is a device assertion as in a .cuh; HSA's
"HSA_STATUS_ERROR_ILLEGAL_INSTRUCTION" is an illegal instruction, its "HW Exception by GPU node-N ... reason :GPU Hang"
and CUTLASS's "CUTLASS error (...)" a ``cuda_error``; FlashInfer's warning that a size "may cause Illegal Memory Access"
is no event.
Round 104: systemd's start of its core dump handler ("Started Process Core Dump (PID N/UID 0).", newer systemd's
"Started systemd-coredump@... - Process Core Dump (PID ...)") is a ``fatal_signal``: it starts one only for a process
that just crashed; so is systemd-coredump's "Process N (name) of user U dumped core." after the marker journalctl puts
before a message that carries a link ("[\U0001f855] "; a rule of its own, not a wrapper: a character outside ASCII in
the wrapper that every anchored rule carries makes the joined prefilter too large for RE2's DFA).
Round 105: Python logging's own layout, logger.exception's record on one line and the traceback under it with no
prefix ("... ERROR engine.run_mp_engine: NIXL_ERR_BACKEND", then "Traceback (most recent call last):"), opens that
traceback as a prefixed report does (an engine loop's frame in it makes the record the engine's death), until the
exception that ends the traceback, which takes the line (uvicorn's "Exception in ASGI application" names nothing); a
gRPC interceptor's "Method X encountered an error." opens none (the server answers the call with the error and goes
on). TensorRT-LLM's "`default_max_tokens` (-N) must be greater than 0" rejects a request too long for max_seq_len; AWS
Neuron's compiler wrapper's "Failed compilation with ['neuronx-cc', ...]" is a ``triton_error`` (a kernel compiler
that failed), with a hint of its own.
Round 106: TensorRT's "Error Code 1: Serialization (Serialization assertion stdVersionRead == kSERIALIZATION_VERSION
failed." is an engine plan built by another TensorRT version, a ``model_load_error`` as its other deserialisation
errors are; torch_npu's "The Inner error is reported as above. The process exits for this inner error" (relayed by an
engine loop's report when the runtime's own error was printed before it) is a ``cuda_error``; lmdeploy's
``_start_tp_process``, the entry of its PyTorch engine's tensor-parallel worker processes, is a loop frame like vLLM's
``worker_main``: an exception out of it ended that worker.
Source pass 21 (TensorRT and Triton, AWS Neuron, GPUStack and Xinference, read in their sources): AWS Neuron's runtime
(NRT) and driver layer (TDRV), in their own layout ("ERROR   NRT:nrt_init ...", "ERROR  TDRV:log_dev_mem ..."), name
the device's failures: no driver, no device, cores held by another process or left running by a killed run, an
operator the runtime does not know (``cuda_error``), its memory exhausted (``cuda_oom``), a gather/scatter out of
bounds (``cuda_illegal_memory_access``), an execution past its time-out (``hang``), a collective that never completed
or cannot be set up (``nccl_error``); neuronx-cc's internal compiler errors are ``triton_error``; a precompiled Neuron
model that does not fit the request (no cached export for this batch size, another compiler's export) a
``model_load_error``, as is TensorRT's engine plan built for another GPU. GPUStack's "Error provisioning model instance
X: ..." and Xinference's "Worker dead." are the platform's death line for the engine it runs (a cause said after it
still names the failure); an RL weight-sync group that could not form is not an event. The block scan's RE2 budget went
from 64 to 128 MiB: with the pass's rules the joined prefilter no longer fitted 64 ("DFA out of memory" on stderr and
a slower fallback; log_pipeline's figures unchanged at 128).
Round 107: Ray's "RayTaskError(AcceleratorError): ray::..." (the worker's CUDA message cut off) is a ``cuda_error``, by
torch's class for it; a line said at a warning level ("[WARNING] common_fit_params: failed to fit params to free device
memory: ..., abort", the fitter giving up on fitting) is never the report that names the load failure after it.
Round 108: Metal's command-buffer errors in their "(0000000N:kIOAccelCommandBufferCallbackError...)" form are a
``cuda_error`` (its out-of-memory one stays ``cuda_oom``); newer ggml-metal's "ggml_metal_device_init: error: failed to
create library" is its shader library that did not build; DeepGEMM's check of its JIT compiler's exit code
("jit/kernel_runtime.hpp:45): exit_code == 0") is a ``triton_error``.
Rounds 109-110: LM Studio's bare "Failed to load the model" (with "the") is a generic load failure whose cause may come
a few lines after it; ollama's "truncating native chat messages which exceed context length" shortened a chat and
refused nothing (no finding); ggml's back-end registry that could not load one back end's library ("load_backend:
failed to load .../libggml-cuda.so: libcuda.so.1: ...") goes on with the others. TGI's "Method Decode/Prefill
encountered an error." stays no event, as its interceptor's source says (the call's error is returned to the router and
the shard goes on), though readers of a traceback cut under it read the shard's death.
Source pass 22 (vllm-ascend and torch_npu, ggml's non-CUDA back ends, vLLM and TGI on Gaudi, read in their sources):
vllm-ascend's ACL graph capture that failed, an NPU whose health check failed, torch_npu's uncorrectable memory error
("UCE ERROR") and an NPU touched before a fork are ``cuda_error``; a vllm-ascend build for another SoC than the card's
a ``no_kernel_image``; the HCCS link between NPUs, HCCL's retry that gave up and its communicator's asynchronous error
``nccl_error``; quantised checkpoints the Ascend and Gaudi plugins cannot load (ModelSlim's description missing, a quant
type or ModelOpt/compressed-tensors format with no scheme there) ``model_load_error``; a P/D KV staging pool larger than
the device memory left and SYCL's failed device allocation ``cuda_oom``; ggml-webgpu's queue that timed out a ``hang``
and its lost device, like Hexagon's failed DSP queue, a ``cuda_error``. torch_npu's set-up warning that its watchdog's
time-out is not above HCCL's is no event.
Rounds 112-113: torch's sentence after every CUDA error's message ("CUDA kernel errors might be asynchronously reported
at some other API call ..."), the message itself cut off, is a ``cuda_error`` (a specific error named just after it,
another rank's, names the label and the sentence opens the burst); ggml's "GGML_ASSERT(buffer) failed" with the failed
allocation's own line just after it (a relay that printed them out of order) takes that cause's label; a paste whose
markdown ate a frame's dunder ("in getitem") still shows transformers' config registry; a generic load failure whose
traceback ends in a module that is not installed is ``exited`` (the loader could not be imported); vLLM's input dump
whose first part was cut off stands in from its scheduler output; Lemonade's router that lost its llama-server back end
mid-stream ("backend connection failed during SSE stream before DONE") reports that back end's death; the CANN
runtime's failed task ("ProcLogicCqReport:Task run failed") opens whatever device fault its next lines name, and
its memory-management unit's fault ("CheckSmmuFault:Get isSmmuFault is 1") is an illegal memory access.
Rounds 114-116: a GGUF tensor type the build does not have ("tensor '...' has invalid ggml type 39") is a load failure
even when the excerpt ends before the generic one; torch_npu's task queue reporting an inner error in CANN's log, and
the CANN runtime's failed device synchronisation ("wait for compute device to finish failed"), are ``cuda_error``;
vllm-neuron's "neuronx-cc compilation failed with N" is a ``triton_error``; LM Studio's "Error when loading model:
ValueError: ..." is the cause its generic load failure waits for, whatever words its exception uses.
Rounds 117-119: quantized weights that do not split over the parallel layout ("The input size is not aligned with the
quantized weight shape", Marlin's "is not divisible by min_thread_k", block FP8's "... by weight quantization block_n")
and a TensorRT-LLM engine built by another release than its runtime ("Expected length (33) != real length (37)", "Input
tensor '...' not found; expected shape") are load failures; FlashInfer's "X does not support backend 'Y' with capability
N" is ``no_kernel_image``; a DLL of the program's own that Windows cannot find, BentoML's runner traceback, trtllm-build's
"Engine building failed", Ray's "RayTaskError(ActorDiedError)" and llama-server's Web UI settings that are not JSON are
``exited``; ggml's allocator that found no
host memory ("ggml_aligned_malloc: insufficient memory") is ``killed_oom_host`` whatever buffer it was for; a listen
failure wrapped before its EADDRINUSE, and the Ascend driver's "halMemCreate failed" before an out-of-memory error, open
the event of the line after them; NVSHMEM's transport failures are ``nccl_error``; SGLang's image-token mismatch opens the
scheduler's death after it; only a generation answered (a POST with 200), not a model list, withdraws SGLang's failed
health check.
Round 120: colibri's "prompt does not fit: >=N token, context is M" is a rejected request; TGI's launcher's
"ArgumentValidation(...)" is ``exited`` when a paste cut its "Error", and so is its router's "Server error: transport
error" (its shard went away under a batch).
Round 121: Metal's "Command buffer execution failed: Insufficient Memory" is ``cuda_oom``; MLX's "[metal::Device] Unable
to load kernel" is ``no_kernel_image``; LM Studio's guardrail that aborted a load for want of system resources is a load
failure; podman's "Error: container create failed" is ``exited``.
Round 122: a wrapper's or client's own deadline for a server that never came up or never answered ("server not ready
within N seconds", "did not become ready after waiting", llama-swap's "health check failed after 15s", the OpenAI
client's "Request timed out") is a ``hang``; SGLang's router's "Error starting router:" and TGI's router's "Server
error: CANCELLED" are ``exited``, and so is a launcher's "llama-server crashed at startup" whatever words open its summary;
oneCCL's exception raised through torch is ``nccl_error``; a quantization method's lookup for a layer being built
(``get_quant_method``) and Aphrodite's model and layer constructors are load frames; Valgrind's "Invalid read of size N"
is ``fatal_signal``; an assertion on a CUDA call's result ("Assertion `res == CUresult::CUDA_SUCCESS` failed") is
``cuda_error``, raised to Python or not.
Round 123: the Hub's and ModelScope's refusals in their own words ("Cannot access gated repo for url", "model is
private or does not exist", ``modelscope.hub.errors.X:``), Nexa's "Error loading GGUF models", Triton's "ERROR: Failed
to create instance:" with nothing more specific on the line, and its Python back end's stub that the shell could not
open are load failures; Triton's lifecycle line "failed to load 'M'" alone keeps that label (a lone generic burst line
is otherwise a provisional ``exited``); Node's "listen EACCES" is ``port_in_use``; a runtime's "exited before becoming
healthy" and a client's "Server returned nothing (no headers, no data)" are ``exited``; oneDNN's "Unable to get JIT
kernel for X" just before the engine's death opens it.
Round 124: runpy's "Error while finding module specification for 'M'", vLLM V0's "Task finished unexpectedly. This
should never happen!" relayed by a handler, Modal's "Stopping app - uncaught exception raised locally" and Cog's "It
might have run out of memory?" (a guess) are ``exited``; DeepSpeed's launcher's "exits with return code = N" names the
exit (-9 a kill); the shell's "killed" just after vLLM's "Got fatal signal from worker processes" is vLLM killing its
own tree, not the OOM killer; RKNN's "failed to allocate handle ... errno: 12" is the NPU's ``cuda_oom``; the tail of
torch's shape mismatch ("at non-singleton dimension N. Target sizes: [...]. Tensor sizes: [...]") ends what raised it.
Round 125: a shell's "Trace/breakpoint trap" and "Bad system call" (SIGTRAP, SIGSYS: signals that dump core) are
``fatal_signal``; llama-server's "MCP starting failed" is ``exited``; a GGUF's "duplicate tensor name" is the load
failure at its own line.
Round 126: an exception just under a paste's own "..." ends a traceback whose frames were left out; docker's answer
"oom=true" is ``killed_oom_host`` and the Go template that asks for it ("{{.State.OOMKilled}}") is no event; Ray's
"Failed to register worker ... to Raylet" is ``exited`` (vLLM's "Parent process exited, terminating worker" at INFO is
not: a clean shutdown prints it too); NVML's exception raised to Python ("NVMLError_InvalidArgument") and CUDA's "Error
802: system not yet initialized" are ``cuda_error``.
Round 127: TensorRT-LLM's "Assertion failed:" raised inside a Triton back end's exception is ``exited`` (a reported
failure, as its bare form is); the Ascend runtime's "rtX execution failed, reason=..." opens its device error; vLLM's
"Selected backend X is not valid for this configuration" and pydantic's refusal ending "(type=value_error)" are
``exited``; a C assert quoted with double quotes (distributed-llama's 'Assertion "x" failed.') is an assert.
Round 128: a kernel autotuner's "Skipping tactic ..., due to failure while profiling" is no event; zsh's job report
("[1] 4321 abort ./cli") is the shell's report of a death, so a C++ runtime's abort before it stays the first line;
TensorRT-LLM's "[TRT-LLM] [E] Traceback (most recent call last):", a header whose prefix is tags alone, opens its
traceback, which a worker's loop frame makes its death (the exception that ends it takes the line); a logger's bracketed
stamp and fields on every line ("[<stamp>] [ERROR] [MainThread] [asyncio] >>> ") are a prefix; a CLI's "Model failed to
load" / "Model loading failed" and ollama's template calling a function it lacks are ``model_load_error``; a desktop
app's "[X Terminated]: Signal Some(N)" and "server terminated unexpectedly" are ``exited``; vLLM V0's engine report just
before its traceback under "engine.py:N]" is its death (unless a request handler's frame follows); a request's grammar
validation and a Gradio page's handler are request frames.
Round 129: a report that names its failure before relaying a program's output stays a report when a Python warning is in
that output (Scriberr's "transcription failed ...: exit status 137. Output: ...: SyntaxWarning: ..."); IPython's arrow
at the line that raised ("--> 261 raise self._exception") is code; its header of a cell's exception ("RuntimeError
<padding> Traceback (most recent call last)") opens an ``exited`` whose exception takes the line; the container
runtime's log file wraps each line in CRI's stamp, stream and tag ("<stamp> stderr F "); llama.cpp's "SPLIT_MODE_TENSOR
requires flash_attn to be enabled" / "needs >= 1 devices" refuses options that do not go together (``exited``).
Round 130: ggml's "not enough space in the context's memory pool" just before its backtrace opens the abort;
CTranslate2's "CUDA failed with error X" is a CUDA error; a checkpoint converter's "Architecture 'X' not supported!" /
"ERROR:hf-to-gguf:Model X is not supported" and TensorRT-LLM's checkpoint weight loader in a traceback are
``model_load_error``.
Round 131: a translated linker's one word for "cannot find" before the driver library ("/usr/bin/ld: 找不到 -lcuda:
没有那个文件或目录") is Triton's launcher build failing, as in English; vLLM's weight loader's "There is no module or parameter
named 'X' in Y" and a model class's "does not support LoRA yet" are ``model_load_error``; a Rust command's I/O error
with the OS's code as its last words (uv's "error: failed to create directory ...: Permission denied (os error 13)") is
``exited``. An ollama client's "Error: ..." for its own command (a pull or create onto a full disk, a Modelfile's
unknown parameter, a host it cannot resolve) stays no event: it is not the server's.
Round 132: a JVM option that names the error ("-XX:+ExitOnOutOfMemoryError" on a Java model server's command line) is no
out-of-memory; AWS Neuron's model manager that could not load the compiled model ("NMGR:kmgr_load_nn_post_metrics Failed
to load NN: ...", "NMGR:dlr_kelf_load  Failed to load mlaop") is ``model_load_error``, a core's error
notifications ("TDRV:notification_consume_errors  Error notifications found on NC:0") and an inference the runtime
failed ("nrt::infer_wait failed ... nrt status code 1004") are ``cuda_error``, and the runtime daemon's "NRTD response
code 'NERR_RESOURCE' (4)" opens the burst whose next line names the resource; llama.cpp's backtrace frames may carry the
process id ("[54311] /lib64/libggml-base.so.0(+0x4765) [0x...]"); a kubelet probe the server answered with a client
error ("HTTP probe failed with statuscode: 404") is an ``exited`` at the probe, not a hang at the kill. A traceback cut
before its exception, with no report before it, stays no event.
Round 133: TensorRT-LLM's error-level traceback header behind a launcher's label of the task (Slurm's srun -l: " 0:
[...] [TRT-LLM] [RANK 0] [E] Traceback ...") opens the traceback as without it; TurboMind's check with its words cut
("[TM][FATAL] comm\\device_comm.cc(28): Check") aborts; cuDNN's "GET was unable to find an engine to execute this
computation" and torch's native stack header under a failed CUDA check ("Exception raised from
c10_cuda_check_implementation at ...") are ``cuda_error``; TGI's weight that does not split over its shards ("The
choosen size N is not compatible with sharding on M shards", or the get_sharded frame of a rich traceback) is
``model_load_error``; ptxas's "Value 'sm_121a' is not defined for option 'gpu-name'" at a line's start is
``triton_error`` without its "ptxas fatal :"; an entry script whose exec failed ("entrypoint.sh: line 67: exec: --:
invalid option") is ``exited``.
Round 134: a shell's job report of a signal that ends a server in bash's own words ("bash: line 1: 16223 Profiling timer
expired  llama-server ...", SIGPROF; "Power failure", SIGPWR; "File size limit exceeded", SIGXFSZ; "CPU time limit
exceeded", SIGXCPU) is ``fatal_signal``, as round 125's SIGTRAP and SIGSYS; AMD Lemonade's "Tried to load LLM X and
failed" and NVIDIA NIM's hub client that could not reach NGC ("nim_sdk::hub::repo ... error sending request for url")
are ``model_load_error``; TVM's check that cannot open libOpenCL is ``cuda_error``; llama.cpp's "warning: failed to
mlock ... Out of memory" is no failure (the model stays loaded, unlocked).
Round 135: gunicorn's time-out of a worker ("[CRITICAL] WORKER TIMEOUT (pid:N)", or "CRITICAL WORKER TIMEOUT" in a rich
handler's columns) is a ``hang``, and names the failure before its own kill of that worker ("was sent SIGKILL! Perhaps
out of memory?", the host's memory only without a time-out before it); its "Worker (pid:N) was sent code 139!" is the
worker's exit status (128 + the signal); a serving CLI's "Server process terminated unexpectedly" is ``exited``; vLLM's
tool-call parsers ("[hermes_tool_parser.py:111]") log what they could not parse in one response and go on, so their
lines are never fatal.

Findings (``Triage.findings``) are not events: rejected requests and notable warnings (KV-cache
retractions and preemptions, a full KV cache, fallback kernels, a chat template the server could not use),
each counted with its first instance. A rejected request counts once: its error body echoed as the response
goes out (llama-server's ``data stream, to_send: error: {...}``) within ``ECHO_WINDOW`` lines of the log line
that rejected it, with the same message, is that request again.
"""

from __future__ import annotations

import dataclasses
import os
import re
import signal
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import IO, Any

from specdec_tui.domain.exits import exit_signal, how_it_exited
from specdec_tui.safety.textsafe import safe_text, strip_ansi

try:  # RE2 scans a saved log at close to grep's speed; the stdlib engine is the fallback
    import re2 as _re2  # type: ignore[import-not-found]
except ImportError:  # pragma: no cover - depends on the environment
    _re2 = None

LABELS: tuple[str, ...] = (
    "cuda_illegal_instruction",
    "cuda_illegal_memory_access",
    "cuda_oom",
    "device_side_assert",
    "no_kernel_image",
    "nccl_error",
    "triton_error",
    "cuda_error",
    "context_length_exceeded",
    "port_in_use",
    "model_load_error",
    "fatal_signal",
    "killed_oom_host",
    "hang",
    "exited",
)

HINTS: dict[str, str] = {
    "cuda_illegal_instruction": "kernel not valid for this GPU/config; try another budget/attention backend, "
    "check the build targets this sm",
    "cuda_illegal_memory_access": "a kernel read or wrote out of bounds for this shape; try another budget or "
    "attention backend, or --disable-cuda-graph with CUDA_LAUNCH_BLOCKING=1 to locate it",
    "cuda_oom": "GPU memory exhausted; lower the memory fraction (--mem-fraction-static / "
    "--gpu-memory-utilization), context length, running requests or CUDA-graph batch sizes, "
    "and check for other processes on the GPU",
    "device_side_assert": "a kernel assertion failed (bad index or NaN/Inf probabilities); check sampling "
    "params and draft/target vocab, rerun with CUDA_LAUNCH_BLOCKING=1 to locate it",
    "no_kernel_image": "the build has no kernels for this GPU arch; install a build compiled for this sm "
    "(torch/kernels with CUDA 12.8+ for sm_120, TORCH_CUDA_ARCH_LIST when building)",
    "nccl_error": "collective communication failed or timed out; check that no rank crashed first, GPU "
    "visibility and P2P/NVLink, and rerun with NCCL_DEBUG=INFO",
    "triton_error": "a Triton kernel failed to compile or exceeds this GPU's limits (shared memory, ptxas "
    "arch); try another attention backend or a Triton release that supports this sm",
    "cuda_error": "CUDA runtime/driver error; check that driver and toolkit match and the GPU is healthy "
    "(nvidia-smi, Xid in dmesg), rerun with CUDA_LAUNCH_BLOCKING=1",
    "context_length_exceeded": "prompt + max tokens exceed the context length; shorten the workload or raise "
    "the context length",
    "port_in_use": "the port is taken; stop the other process (it may be an orphaned server) or choose "
    "another port",
    "model_load_error": "the model could not be loaded; check the path or repo id, access token, files, and "
    "that this server version supports the architecture and quantization",
    "fatal_signal": "the process crashed in native code (segfault, abort, assert); check the server, torch "
    "and kernel versions and the lines just before it",
    "killed_oom_host": "killed by SIGKILL, usually the host OOM killer; reduce host RAM use (swap space, CPU "
    "offload, workers) and check dmesg",
    "hang": "no progress past the deadline; the server may be stuck in a kernel or a collective",
    "exited": "the server exited without a recognised cause; read the log lines before the exit",
}

# The out-of-memory hint names the server's own knobs (a llama-server user has no --mem-fraction-static).
SERVER_HINTS: dict[tuple[str, str], str] = {
    ("cuda_oom", "sglang"): "GPU memory exhausted; lower --mem-fraction-static, --context-length, "
    "--max-running-requests or --cuda-graph-max-bs (speculative: fewer draft tokens), and check for "
    "other processes on the GPU",
    ("cuda_oom", "vllm"): "GPU memory exhausted; lower --gpu-memory-utilization, --max-model-len, "
    "--max-num-seqs or --max-num-batched-tokens (or --enforce-eager), and check for other processes "
    "on the GPU",
    ("cuda_oom", "llamacpp"): "GPU memory exhausted; lower -c (context) or -np (slots), offload fewer "
    "layers (-ngl, -ngld for the draft), quantize the KV cache (--cache-type-k/-v q8_0) or lower -ub, "
    "and check for other processes on the GPU",
    ("cuda_oom", "sim"): "simulated GPU memory exhausted; lower --mem-fraction-static or the context length",
    # round 77, seen as a user: llama-server's own aborts were pointed at torch, which it does not use
    ("fatal_signal", "llamacpp"): "llama-server aborted or crashed (a GGML_ASSERT or GGML_ABORT, or a signal): the "
    "lines just before name the check that failed, if any; try without the options they concern (batch -b/-ub, "
    "context -c, draft, cache files), then a newer build, and report it with the command line if it persists",
}


# The GPU family a fatal line names, when it is not NVIDIA's: PyTorch on ROCm says "HIP error", torch_npu and
# CANN "ACL"/"NPU"/"HCCL", Gaudi's stack "synStatus"/HPU, Intel's "UR error"/Level Zero/XPU. A CUDA-family label
# on such a GPU gets that vendor's tools and switches in its hint, not nvidia-smi and CUDA_LAUNCH_BLOCKING.
_PLATFORMS: tuple[tuple[str, re.Pattern[str]], ...] = (
    # Vulkan (llama.cpp's and ollama's Vulkan backend, on any vendor's GPU: "vk::Device::createComputePipeline:
    # ErrorUnknown", "ggml_vulkan: Device memory allocation ... failed", Mesa's RADV): before ROCm, whose words
    # ("amdgpu") a RADV line also holds
    ("vulkan", re.compile(r"\bvk::|\b[Vv]ulkan\b|\bVULKAN\b|ggml_vulkan|\bVK_ERROR_\w+|\bradv\b|\bRADV\b|\bMesa\b")),
    # round 84, seen as a user: the NPUs and DSPs of small boards and phones (Rockchip's RKNN and RKLLM, Qualcomm's
    # FastRPC to the Hexagon DSP): before Ascend's, whose "npu" their lines also hold
    ("edge", re.compile(r"\bRKNN\b|\brknn|\brkllm\b|\bRKLLM\b|\brknpu\b|[Qq]uery platform error|fastrpc|remote_handle"
                        r"|[Hh]exagon|\bQNN\b")),
    ("rocm", re.compile(r"\bHIP\b|\bhip[A-Z]\w+|\bROCm\b|\brocm|\bamdgpu|\bgfx\d{3,4}|\bRCCL\b|\bHSA_")),
    ("ascend", re.compile(r"\bACL\b|\bacl(?:rt)?[A-Z]\w*|\bNPU\b|\bnpu\b|\bHCCL\b|Ascend|\bCANN\b|torch_npu")),
    ("gaudi", re.compile(r"\bHPU\b|\bhpu\b|[Hh]abana|synStatus|MODULE:PT_|\bhl-smi")),
    ("xpu", re.compile(r"\bUR(?:_RESULT\w*| error)|Level[ _-]?Zero|\bZE_RESULT|\bXPU\b|\bxpu\b|\bSYCL\b|\bsycl\b")),
    # Apple's GPUs (llama.cpp's and ollama's Metal backend, MLX): "[METAL] Command buffer execution failed",
    # "ggml_metal_init: error", kIOGPUCommandBufferCallbackError...
    ("metal", re.compile(r"\[METAL\]|\bMetal\b|\bMETAL\b|ggml_metal|\bMTL[A-Z]\w+|kIOGPUCommandBuffer|\bmlx\b|\bMLX\b")),
    # AWS Neuron (Trainium, Inferentia: vllm-neuron, optimum-neuron, TGI's Neuron back end): its runtime's and driver
    # layer's own log tags ("ERROR   NRT:nrt_init", "ERROR  TDRV:log_dev_mem"), its compiler, its cores (source pass 21,
    # seen as a user: a Neuron device out of memory was told to lower vLLM's GPU flags and check the GPU); before TPU,
    # whose "HBM" a Neuron memory report also holds
    ("neuron", re.compile(r"\b(?:NRT|TDRV|NMGR):[a-z_]|neuronx-cc|NEURON_CC_WRAPPER|NeuronCore|[Nn]euron [Dd]evice"
                          r"|\bNEURON_RT_|libnccom|\bneuron cores\b")),
    # Google's TPUs (vLLM's TPU back end, JetStream, SGLang-JAX): XLA's status words, libtpu, HBM
    ("tpu", re.compile(r"\bTPU\b|\btpu\b|RESOURCE_EXHAUSTED|\bXLA\b|\bxla\b|libtpu|\bHBM\b|\bhbm\b")),
)

PLATFORM_HINTS: dict[tuple[str, str], str] = {
    ("cuda_oom", "edge"): "the board's NPU could not give the memory asked for (Rockchip RKNN/RKLLM, Qualcomm Hexagon): "
    "use a smaller model or a lighter quantization (w4a16, w8a8), a shorter context, and an NPU driver as new as the "
    "runtime asks for (dmesg | grep -i rknpu); an old driver fails allocations that fit",
    ("cuda_error", "edge"): "the board's NPU or DSP runtime failed (Rockchip RKNN/RKLLM, Qualcomm FastRPC/Hexagon): "
    "check that the NPU driver is loaded and as new as the runtime wants (dmesg | grep -i rknpu, lsmod), that the "
    "model was converted for this runtime version and chip, and that the process may open the device",
    ("cuda_error", "vulkan"): "Vulkan driver error (a pipeline or call the driver refused, or the device lost); update "
    "the GPU driver (Mesa, AMD's or NVIDIA's), check the device with vulkaninfo, and try fewer GPU layers (-ngl) or "
    "another backend (CUDA, ROCm, CPU) to see whether the Vulkan path is at fault",
    ("cuda_oom", "vulkan"): "the GPU's memory ran out under Vulkan; lower the context (-c) or micro-batch (-ub), offload "
    "fewer layers (-ngl), use a smaller quantization, or close other programs that hold GPU memory",
    ("cuda_error", "rocm"): "HIP/ROCm runtime error; check that the amdgpu driver, the ROCm release and the torch "
    "build match and the GPU is healthy (rocm-smi, amdgpu lines in dmesg), rerun with AMD_SERIALIZE_KERNEL=3",
    ("cuda_illegal_memory_access", "rocm"): "a kernel read or wrote out of bounds for this shape; try another "
    "budget or attention backend, or disable graphs and rerun with AMD_SERIALIZE_KERNEL=3 to locate it",
    ("device_side_assert", "rocm"): "a kernel assertion failed (bad index or NaN/Inf probabilities); check sampling "
    "params and draft/target vocab, rerun with AMD_SERIALIZE_KERNEL=3 to locate it",
    ("no_kernel_image", "rocm"): "the build has no kernels for this GPU's gfx target; install a build compiled for "
    "it (PYTORCH_ROCM_ARCH / AMDGPU_TARGETS when building)",
    ("nccl_error", "rocm"): "collective communication (RCCL) failed or timed out; check that no rank crashed "
    "first, GPU visibility (HIP_VISIBLE_DEVICES) and xGMI/PCIe links, and rerun with NCCL_DEBUG=INFO",
    ("cuda_error", "ascend"): "Ascend NPU runtime error (CANN/ACL); check that the NPU driver, CANN and torch_npu "
    "versions match and the NPU is healthy (npu-smi info, the device logs), rerun with ASCEND_LAUNCH_BLOCKING=1",
    ("nccl_error", "ascend"): "collective communication (HCCL) failed or timed out; check that no rank crashed "
    "first, device visibility (ASCEND_RT_VISIBLE_DEVICES) and the links between NPUs (HCCL_CONNECT_TIMEOUT "
    "sets how long ranks wait)",
    ("cuda_error", "gaudi"): "Intel Gaudi (HPU) runtime error; check that the Habana driver, SynapseAI and the "
    "habana torch build match and the device is free and healthy (hl-smi), and rerun with PT_HPU_LAZY_MODE=0 "
    "(eager) to locate it",
    ("cuda_error", "xpu"): "Intel GPU runtime error (Level Zero/SYCL); check that the GPU driver, oneAPI and the "
    "torch/IPEX build match and the GPU is healthy (xpu-smi, sycl-ls)",
    ("cuda_error", "metal"): "Apple GPU (Metal) error: a command buffer failed or the shader library did not build; "
    "check the server's build against this macOS release, and if macOS stopped a kernel that ran too long "
    "(Impacting Interactivity) use smaller batches (-ub / -b) or fewer GPU layers",
    ("cuda_oom", "neuron"): "the Neuron device's memory (HBM) ran out; compile the model for a smaller batch size or "
    "sequence length, or shard it over more NeuronCores (a higher tensor-parallel degree), and check that no other "
    "process holds the cores (neuron-top, neuron-ls)",
    ("cuda_error", "neuron"): "AWS Neuron runtime error (NRT/TDRV); check that the driver (aws-neuronx-dkms), the runtime "
    "and the compiler that built the NEFF are of one Neuron SDK release, that the container sees /dev/neuron* and no "
    "other process holds the NeuronCores (neuron-ls, neuron-top); after a killed run, reload the driver",
    ("cuda_illegal_memory_access", "neuron"): "a gather/scatter (indirect DMA) on the Neuron device went out of bounds: "
    "an index past its table, such as token ids past the vocabulary or positions past the compiled sequence length; "
    "check the request against the shapes the model was compiled for",
    ("hang", "neuron"): "a Neuron execution did not complete before the runtime's time-out (NEURON_RT_EXEC_TIMEOUT); "
    "check for a rank that died or is still compiling, and rerun with NEURON_RT_LOG_LEVEL=INFO",
    ("nccl_error", "neuron"): "Neuron collectives failed or never completed; check that aws-neuronx-collectives is "
    "installed and of the runtime's release, that no rank died first, and for several nodes the EFA set-up "
    "(FI_EFA_FORK_SAFE=1)",
    ("cuda_oom", "tpu"): "the TPU's HBM ran out (XLA's RESOURCE_EXHAUSTED); lower the memory the server reserves "
    "(vLLM's --gpu-memory-utilization on TPU), the context length or batch, or spread the model over more chips",
    ("triton_error", "tpu"): "a Pallas kernel failed to compile for this TPU (Mosaic); try another attention or kernel "
    "backend, or a JAX/libtpu release that supports this shape",
    ("no_kernel_image", "metal"): "the Metal shader library (metallib) was built for a newer macOS than this one; "
    "update macOS, or install a build of the server made for this release",
    ("cuda_error", "tpu"): "TPU runtime error (XLA/libtpu); check that libtpu, JAX or torch_xla and the server's TPU "
    "build match and that no other process holds the TPU",
    ("cuda_oom", "metal"): "the Apple GPU ran out of (unified) memory; lower the context or batch, offload fewer "
    "layers or use a smaller quantization, close other GPU apps, or raise macOS's GPU memory limit "
    "(sudo sysctl iogpu.wired_limit_mb=N)",
}

_PLATFORM_LABELS = frozenset(label for label, _ in PLATFORM_HINTS)


def platform_of(text: str) -> str | None:
    """The non-NVIDIA GPU family a line names (``vulkan``, ``edge``, ``rocm``, ``ascend``, ``gaudi``, ``xpu``,
    ``metal``, ``neuron``, ``tpu``), or None."""
    for platform, rx in _PLATFORMS:
        if rx.search(text):
            return platform
    return None


# A hint for what a label's fatal line itself says, before the GPU family's and the server's (round 55: the shell's
# report of a SIGHUP, and of a ``timeout`` wrapper's SIGKILL, both ``exited``)
_TEXT_HINTS: tuple[tuple[str, re.Pattern[str], str], ...] = (
    # round 105: not a Triton kernel, AWS Neuron's compiler
    ("triton_error", re.compile(r"neuron_cc_wrapper", re.I), "AWS Neuron's compiler (neuronx-cc) failed on the "
     "model's graph: check the Neuron SDK release against the model and the engine, and the tensor-parallel degree, "
     "batch size and sequence lengths it compiles for; its log in the compile work folder names the failing check"),
    # round 77, seen as a user: llama-server's n-gram lookup cache it could not read aborts it at start
    ("fatal_signal", re.compile(r"(couldn't read|failed to open) (dynamic|static) lookup cache", re.I), "llama-server "
     "could not read the n-gram lookup cache file given to -lcs/-lcd: check that path (its folder must exist, the "
     "file be readable), or start without the option"),
    ("exited", re.compile(r"\bhangup\b", re.I), "the server was sent SIGHUP: the terminal or SSH session that "
     "started it closed; start it under tmux or nohup, or let specdec own it (`specdec run --detach` goes on after "
     "the session drops)"),
    ("exited", re.compile(r"\bkilled +timeout\b", re.I), "a `timeout` wrapper's deadline killed the server "
     "(SIGKILL): give it longer; loading the weights and capturing CUDA graphs can take minutes"),
    # round 61, seen as a user: a refused command line, a full disk and SIGBUS said "without a recognised cause" or
    # pointed at torch and kernel versions
    ("exited", re.compile(r": error: (unrecognized arguments|ambiguous option|argument |invalid choice|the following "
                          r"arguments)|(invalid|unknown|unexpected) (argument|option):? ['\"]?--", re.I),
     "the server refused its command line: check each flag against this version's --help (a flag from another "
     "version, an abbreviation or a --config key that matches several options, a value it does not accept)"),
    ("exited", re.compile(r"no space left on device", re.I), "a disk filled: free space where the server writes "
     "(its model cache, /tmp, the model folder) or point its cache at a larger disk"),
    ("fatal_signal", re.compile(r"\bbus error\b|\bsigbus\b", re.I), "SIGBUS: memory the server had mapped went "
     "away: a model file truncated or replaced while it was mapped (a copy or download still running), or a "
     "/dev/shm too small for its shared memory (docker: --shm-size or --ipc=host)"),
    # round 64, seen as a user: SIGQUIT's core dump pointed at torch and kernel versions; a shadowed package and Go's
    # panic said "without a recognised cause"
    ("fatal_signal", re.compile(r"\bquit\b.*\(core dumped\)|\bsigquit\b", re.I), "SIGQUIT: someone asked the server "
     "to quit with a core dump (Ctrl-\\ in its terminal, kill -QUIT, a supervisor's stop); not a crash of its own: "
     "find what sent it, and delete the core file if you do not need it"),
    ("exited", re.compile(r"no module named '[^']+'; '[^']+' is not a package", re.I), "a file or folder of yours "
     "named like the package shadows it ('x' is not a package): rename your script (e.g. vllm.py) and delete its "
     "__pycache__"),
    ("exited", re.compile(r"(modulenotfounderror|importerror): no module named", re.I), "a Python module is missing "
     "from the environment the server runs in: install it there (the same venv or image), or match the server's "
     "version to the packages it was built for"),
    # ... and llama-server's bind failure, which does not say why (heldout236/23609: a --host of 127.0.0.0)
    ("port_in_use", re.compile(r"couldn't bind http server socket", re.I), "llama-server could not bind its socket "
     "and does not say why: the port is taken (ss -ltnp | grep :PORT; stop the other process, it may be an orphaned "
     "server) or the --host address is none of this machine's (127.0.0.0 is no address: use 127.0.0.1 or 0.0.0.0)"),
    ("exited", re.compile(r"(^|[ \]:])panic: ", re.I), "the Go program (ollama's runner) hit an unrecovered error; "
     "the goroutine trace after it shows where: update the program, or report the trace with the model and its "
     "options"),
    # round 67, seen as a user: systemd's summary of a failed unit and Windows' missing DLL said "read the log lines
    # before the exit", which systemctl status does not show and a dialog does not have
    ("exited", re.compile(r"active: failed \(result: |\.service( failed\.?[ \t]*$|: failed with result)", re.I),
     "systemd reports that the unit failed, not why: the server's own output is in `journalctl -u <unit> -n 200 "
     "--no-pager` (the lines before its exit), and `systemctl status` shows only the last few"),
    ("exited", re.compile(r"\.dll was not found|找不到[^ ]*\.dll|\.dll.*(not found|missing|could not be found)", re.I),
     "Windows cannot start the program: a DLL it needs is missing; VCRUNTIME140*.dll and MSVCP140.dll come with the "
     "Microsoft Visual C++ Redistributable (x64), cudart64_*.dll and cublas64_*.dll with the CUDA runtime the build "
     "expects (or the build's own zip): install it, or use the build that bundles it"),
    # round 83, seen as a user: llama-server that refused a sweep point's speculative-decoding settings and stopped
    # (a real H100 run: "failed to initialize speculative decoding context: synthetic acceptance rates must contain 3
    # values, got 8") was told to check the model's path and files
    ("model_load_error", re.compile(r"failed to initiali[sz]e speculative decoding context", re.I), "llama-server "
     "refused this point's speculative-decoding settings and stopped (the words after the colon say which: a draft "
     "that does not fit the target, a draft type the draft model is not, counts that do not match --spec-draft-n-max): "
     "fix the point's draft/--spec-* options, not the target model"),
)


# Round 73, seen as a user: an embedding input larger than the physical batch was told to shorten its "prompt + max
# tokens"; a hint for what a finding's first instance itself says, before its label's
_FINDING_TEXT_HINTS: tuple[tuple[str, re.Pattern[str], str], ...] = (
    ("context_length_exceeded", re.compile(r"physical batch size", re.I), "an embedding or rerank input must fit one "
     "physical batch: raise -b and -ub (llama-server) to at least its token count, or split the input into chunks "
     "that fit"),
    # round 82: a server that refuses a request its free KV cache cannot hold now, rather than retrying smaller batches
    ("kv_cache_full", re.compile(r"kv ?cache tokens, but (your|the) prompt requires", re.I), "the server refused "
     "requests its free KV cache could not hold at the time ('please request later'): those requests failed and "
     "recorded nothing; fewer concurrent requests, shorter prompts or more KV-cache memory"),
)


def finding_hint(label: str, text: str = "") -> str:
    """The one-line hint for a finding: for what its first instance says when one is written for that, else its
    label's."""
    for hinted, rx, hint in _FINDING_TEXT_HINTS:
        if hinted == label and rx.search(text):
            return hint
    return FINDING_HINTS[label]


def hint_for(label: str, server: str = "unknown", text: str = "") -> str:
    """The one-line hint for a label: for what its fatal ``text`` says when a hint is written for that, else in the
    words of the GPU family the text names when it is not NVIDIA's, else of this server when it has its own."""
    for hinted, rx, hint in _TEXT_HINTS:
        if hinted == label and text and rx.search(text):
            return hint
    platform = platform_of(text) if text and label in _PLATFORM_LABELS else None
    if platform is not None and (label, platform) in PLATFORM_HINTS:
        return PLATFORM_HINTS[(label, platform)]
    return SERVER_HINTS.get((label, server), HINTS[label])


# Non-fatal findings of a saved log: request errors and notable warnings, counted (``Triage.findings``).
FINDING_HINTS: dict[str, str] = {
    "context_length_exceeded": "requests were rejected: prompt + max tokens exceed the context length; "
    "shorten the workload or raise the context length",
    "kv_cache_retraction": "the KV cache ran full and running requests were retracted (re-queued); "
    "throughput and latency of those requests suffer: fewer concurrent requests or more KV memory",
    "kv_cache_preemption": "requests were preempted for lack of KV cache space and recomputed later; "
    "fewer concurrent requests or more KV memory",
    "kv_cache_full": "the KV cache had no room for a batch; the server retried smaller batches: "
    "a larger context (-c) or fewer slots (-np)",
    "fallback_kernel": "a slower fallback path is in use; figures may not show the fast kernel",
    "chat_template_fallback": "the model's chat template could not be used and the server fell back to a "
    "generic one (e.g. chatml): prompts are formatted differently, so outputs and acceptance may differ",
    "speculation_disabled": "the draft could not be used with this target (vocabulary or architecture); unless the "
    "server then stopped, it served WITHOUT speculation, so a speculative run here measured no speculation",
    "oom_retried": "an allocation ran out of GPU memory and the server retried it another way (llama.cpp: "
    "without pipeline parallelism; ollama: a smaller context, or other models unloaded); it went on, with less "
    "parallelism, context or memory headroom",
    "port_changed": "the port asked for was taken and the server (or its API) listens on another one: point the "
    "client at the port it names, or free the one asked for",
    "cpu_fallback": "the server found no usable GPU (a driver too old, CUDA that would not initialise, a build "
    "without GPU offload, no VRAM for any layer) and runs on the CPU: its figures are CPU speeds",
    "draft_vocab_translated": "the draft and target vocabularies differ: llama.cpp translates tokens between them, "
    "which costs acceptance and speed; a draft of the target's own family avoids it",
    "gpu_memory_oversubscribed": "the server allocated more GPU memory than the device recommends (Metal's working "
    "set): macOS may page it, which slows every figure, and a command buffer may fail; a smaller context (-c), "
    "batch or quantization",
}

CUDA_LABELS: frozenset[str] = frozenset(
    {
        "cuda_illegal_instruction",
        "cuda_illegal_memory_access",
        "cuda_oom",
        "device_side_assert",
        "no_kernel_image",
        "cuda_error",
    }
)

_SPECIFIC_CUDA = CUDA_LABELS - {"cuda_error"}
_UPGRADABLE = frozenset({"nccl_error", "cuda_error"})

# A draft the server could not use with its target: it served on without speculation (a finding).
SPECULATION_DISABLED = "speculation_disabled"

# A rejected request: the server keeps running, so a supervisor may log it rather than stop.
REQUEST_LABELS: frozenset[str] = frozenset({"context_length_exceeded"})

# Rule kinds. CAUSE names a specific cause; REQUEST a rejected request; the other kinds are generic
# (provisional): SIGNAL a native abort, EXCEPTION a process reporting a Python exception, DEATH a
# process gone, STATUS an exit status seen in the log.
CAUSE, REQUEST, SIGNAL = "cause", "request", "signal"
EXCEPTION, DEATH, STATUS = "exception", "death", "status"
# Python multiprocessing's header of a child process that ended in an exception; its traceback follows
PROCESS_HEADER = r"(^|[]:|] )process (spawn|fork|forkserver)?process-[0-9]+:[ \t]*$"
# BURST: a generic failure line that comes just before the specific error it names; WARNING: a
# notable non-fatal line, counted as a finding (``Triage.findings``), never an event.
BURST, WARNING = "burst", "warning"
# LOAD: a launcher's generic "the server did not start": provisional, and after another event it folds
LOAD = "load"
# PRECURSOR: a library's own report of a failure (NCCL's ``NCCL WARN ... failed``), never an event by
# itself (such warnings also come from runs that go on), but the cause of a generic death soon after.
# RAISED: the last line of a Python traceback (``ValueError: ...``): the cause of a generic death or
# load failure reported just after it. Neither is an event or a finding on its own.
PRECURSOR, RAISED = "precursor", "raised"
# TRAIL: NCCL's error-return trail ("NCCL INFO enqueue.cc:1283 -> 3", one line per function the error code passes
# back through): two of them after an NCCL WARN mean the failure it reported went up the stack (nccl_error at the
# WARN, no death line needed); without a WARN before it, no event
TRAIL = "trail"
# FRAME: a traceback frame that says what failed: in Triton's compiler, the exception that ends that traceback a few
# lines on, whatever its type ("IndexError: map::at" from the LLVM pass manager), is a Triton compile failure; in
# vLLM's shared-memory message queue, a timeout raised there is a hang (the workers stopped answering). No event itself.
FRAME = "frame"
# FIT: llama.cpp's memory fitter reports that its trial load failed; the real load then repeats the same cause, whose
# first report (the line before the fitter's) is the failure's first fatal line. No event itself.
FIT = "fit"
# STALL: a server's own report that it waited a long time for its workers (vLLM's shared-memory broadcast, printed
# at INFO): once may be a long compile, the same report again means no progress, a hang from its first report.
# IDLE: vLLM's periodic stats line with requests running and no token generated in its interval; a stall report that
# comes after one is a hang at once (the engine had work and made no progress). No event itself.
STALL, IDLE = "stall", "idle"
# ANSWERED: a request answered with a client error just after an exception ended ('"POST /v1/chat/completions
# HTTP/1.1" 400 Bad Request', TabbyAPI's "Sent to request: Chat completion aborted"): the exception was that request's,
# and the server goes on (round 101), unless the exception says the engine is dead (vLLM answers 400 to a request
# its dead engine could not take: "EngineDeadError: EngineCore encountered an issue"). No event itself.
ANSWERED = "answered"
# BT_FRAME: a frame of glibc's backtrace_symbols, as ggml's abort and other native aborts print it ("/lib64/libggml-base
# .so(+0x2888) [0x7fdedad72888]", "/usr/local/bin/ollama(+0x107bfd8)[0x560e45b25fd8]"): a run of them is an abort's
# report, whose first line (or the abort's own "file.cpp:N: message" just before it) opens the abort (round 88). No
# event itself.
BT_FRAME = "bt_frame"
# OPENER: a logged traceback's header ("ERROR ... engine.py:244] Traceback (most recent call last):"): the line before
# it, from the same logger call, is the report that opened that traceback. HANDLED: a server's report that a call failed
# and was returned to its caller (vLLM's engine core: "Invocation of collective_rpc method failed"): the traceback it
# logs with it is that call's, and the server goes on. Neither is an event.
OPENER, HANDLED = "opener", "handled"
# LINK: Python's line between two tracebacks of one chain ("The above exception was the direct cause of the following
# exception"): the exception that ended the first traceback is the chain's first, and names what failed. No event.
LINK = "link"
# RELOADED: a model loaded after a failed load of it (Triton's "successfully loaded 'M'"): the failure is withdrawn
RELOADED = "reloaded"
# UNRETRIEVED: asyncio's "Task exception was never retrieved" (or "Future ..."), the header of its report of a task
# that died with nobody awaiting it; TASK_LOOP: that report's "future: <Task finished ... coro=<X.loop_for_fwd() ...>
# exception=...>" when the task was a server's loop. A loop task that died (by its name, or by its traceback's engine
# loop frame) is the server's death, at the header; a request's task is not.
UNRETRIEVED, TASK_LOOP = "unretrieved", "task_loop"
# INPUT_DUMP: vLLM's dump of a failed step's input ("Dumping input data for V1 LLM engine ..."), which its engine core
# prints when the step raised, before "EngineCore encountered a fatal error": an error report of that process just
# before the dump is the step's own report of what failed, and the death it ends in takes its line. No event itself.
INPUT_DUMP = "input_dump"
# REQUEST_FRAME: a traceback frame in a server's request handler (vLLM's serving_*.py, TensorRT-LLM's serve/
# post-processing, starlette's and FastAPI's routing): an exception that ends that traceback failed one request. Noted
# only so that a traceback whose head a paste cut is not read as the server's death (below). No event itself.
REQUEST_FRAME = "request_frame"
# REGISTERS: the last register of a Go runtime's crash report ("rflags 0x246", after rax ... rip): the runner crashed
# in its native code; a launcher's generic "llama runner process has terminated: exit status 2" a few lines on is that
# crash (round 74), not a model the loader refused. No event itself.
REGISTERS = "registers"
# ENGINE_FRAME: a traceback frame in the model's forward pass (vLLM's attention back ends, its model classes, its GPU
# worker's execute_model): an exception through it ended the engine, whatever its API server then answered the request
# in flight (round 71: a 500 just after it is no request that failed alone). No event itself.
ENGINE_FRAME = "engine_frame"
# FAILED_RESPONSE: an HTTP access log's line for a request answered 5xx (uvicorn's '"POST /v1/chat/completions
# HTTP/1.1" 500 Internal Server Error'): just after the exception of a traceback whose head a paste cut, that exception
# failed this request and the server went on (round 65). No event itself.
FAILED_RESPONSE = "failed_response"
# INTERRUPTED: Python's KeyboardInterrupt ending a traceback (Ctrl+C, or a supervisor's SIGINT): the worker processes
# reported dead by SIGTERM or SIGINT soon after are that stop's, not a crash (round 66). No event itself.
INTERRUPTED = "interrupted"
# An event that stands in for a failure not named yet (a vLLM input dump's, round 86; Ray's unhandled error's, round
# 90): the kinds of line whose event takes its place while it is still the first event. The core's own death report
# or a cause replaces a dump; the exception that ends Ray's traceback replaces its report as well.
DUMP_SUCCESSORS = frozenset({CAUSE, SIGNAL, EXCEPTION, DEATH, STATUS, BURST})
RAY_SUCCESSORS = DUMP_SUCCESSORS | {RAISED}

# (label, kind, pattern) in priority order: when one line matches several rules, the first wins.
# fmt: off
# SGLang's watchdog dump of the batch it found stuck: a rule of its own, and what its "Watchdog timeout" line replaces
SGLANG_WATCHDOG_DUMP = r"self\.cur_batch\.batch_size\(\)=|pyspy dump for pid"
# ggml-metal's failed command buffer: a burst line before Metal's own error, and the cause of an assert it trips
METAL_COMMAND_FAILED = r"command buffer [0-9]+ failed with status"
# llama.cpp's argument parser's refusal of a value (or of its environment variable's): a bad command line, and opened by
# llama.cpp's own E line just before it that says what was wrong
ARGUMENT_ERROR = r"error while (handling|parsing) (the )?(argument|environment variable)"
# a C assert()'s report ("file.c:12: f: Assertion `x' failed."): an abort, unless raised to Python as an exception; a
# kernel's own, before CUDA's "device-side assert triggered", is the device's assertion
C_ASSERT = r"assertion [`'\"].*[`'\"] failed"  # (round 127: distributed-llama's own assert quotes with '"')
# a quantization method's lookup for a layer being built: a load frame, and (round 122) one from which the exception
# that ends its traceback may lie a frame further down (QUANT_FRAME_GAP)
QUANT_LOOKUP = r"/quantization/[a-z0-9_/]+\.py\"?, line [0-9]+, in get_quant_method"
# vLLM's front end told by its workers that one died: a death, after which it kills its own process tree (round 124)
VLLM_FATAL_SIGNAL = r"got fatal signal from worker processes"
# LM Studio's own line for the exception its engine raised while loading ("Error when loading model: ValueError: ..."):
# a load failure's cause as a rule, and what lets a generic load failure before it take it as its cause
LOAD_RAISED = r"error when loading model: [a-z_.]*(error|exception): "
# vLLM V0's client that heard nothing from its engine: a stall, unless the engine logged the exception that ended it
NO_HEARTBEAT = r"no heartbeat received from"
# Open MPI's signal handler's banner, the first line of its report ("[host:pid] *** Process received signal ***")
MPI_BANNER = r"\*\*\* process received signal \*\*\*"
# ggml's own allocator that found no host memory: a precursor, and the first line of the buffer failure it causes
ALIGNED_MALLOC = r"ggml_aligned_malloc: insufficient memory"
# bash's "Killed" in the machine's language (glibc's translations): a bare line, or after the job's pid
# zsh's report of one ("zsh: killed     mlx-server"), and a shell's "Killed" after a program's unfinished progress line
# ("Loading model... Killed"), round 101: a rule and ``_BARE_KILLED`` read both
KILLED_SHELL = r"^zsh: killed([ \t]|$)|\.\.\.[ \t]*killed[ \t]*$"
KILLED_TRANSLATED = r"(^[ \t]*|[0-9] +)(已杀死|getötet|убито|Убито|processus arrêté|terminado \(killed\)|強制終了)([ \t]|$)"

_RULES: tuple[tuple[str, str, str], ...] = (
    # notable warnings: first, so a warning that names an error stays a warning
    # vLLM's dump of the failed step's input (its config follows on the line, whose words must not match a rule)
    ("exited", INPUT_DUMP, r"dumping input data for v1 llm engine"),
    # (round 86: vLLM 0.9's dump, its config on a line of its own: "[dump_input.py:68] Dumping input data", then "V1 LLM
    # engine (v0.9.0) with config: ...")
    ("exited", INPUT_DUMP, r"\] dumping input data[ \t]*$|^v1 llm engine \(v[0-9][^)]*\) with config: "),
    # (round 112: its second part, "[dump_input.py:79] Dumping scheduler output for model execution: SchedulerOutput(",
    # the dump's first line, with the engine's config, cut off before it)
    ("exited", INPUT_DUMP, r"\[dump_input\.py:[0-9]+\] dumping scheduler output for model execution\b"),
    # a frame of Triton's compiler: before the "is it code" check (frames are code)
    ("triton_error", FRAME, r"/triton/(compiler|backends|runtime)/[a-z_/]*\.py\"?, line [0-9]+"),
    ("hang", FRAME, r"shm_broadcast\.py\"?, line [0-9]+, in (acquire_(read|write)|timeout_ms)"),
    # a frame of a server's engine loop (vLLM's MQLLMEngine and engine core): an exception that propagates through it
    # ends the loop, so the report that opened its logged traceback is the engine's death
    # a notebook cell's frame (IPython's "<ipython-input-4-ad0f> in <module>", "Cell In[4], line 5"): nothing caught it
    ("exited", FRAME, r"^<ipython-input-[0-9]+-[0-9a-f]+> in |^cell in ?\[[0-9]+\], line [0-9]+"),
    # Ray's report of a task or actor call whose error nobody retrieved ("Unhandled error (suppress with
    # 'RAY_IGNORE_UNHANDLED_ERRORS=1'): ray::LLMRayActor.init_process_group() ..."): the traceback after it went up
    # through nothing that caught it, as a loop's does
    ("exited", FRAME, r"unhandled error \(suppress with '?ray_ignore_unhandled_errors=1'?\): ray::"),
    ("exited", FRAME, r"\"?, line [0-9]+, in (run_engine_loop|run_mp_engine|run_engine_core|run_busy_loop"
                     r"|worker_busy_loop|run_scheduler_process|event_loop_[a-z_]+|exposed_step|run_detokenizer_process"
                     r"|run_data_parallel_controller_process|worker_main|<module>|_run_module_as_main"
                     # (round 106: lmdeploy's PyTorch engine, the entry of a tensor-parallel worker process)
                     r"|_start_tp_process)[ \t]*$"),
    # ... or out of the program's main coroutine, through asyncio.run (round 54: Dynamo's "serve_dynamo.py ... in main",
    # then "asyncio/runners.py ... in run", then "RuntimeError: Event loop stopped before Future completed.", the
    # traceback's head cut from the paste)
    ("exited", FRAME, r"/asyncio/runners\.py\"?, line [0-9]+, in run[ \t]*$"),
    # a native frame of TensorRT's engine deserialisation: an assertion just before it failed while the engine was
    # being loaded (a plugin's fields from another TensorRT-LLM version)
    ("model_load_error", FRAME, r"deseriali[sz]eplugin|deseriali[sz]ecudaengine\("),
    # TensorRT-LLM's runtime could not open a rank's engine file (its assertion, before the abort)
    ("model_load_error", CAUSE, r"error opening engine file"),
    # a LoRA adapter whose target modules the model does not have ("ValueError: While loading /x/checkpoint-100,
    # expected target modules in [...] but received [...]"): a request that loads it fails and the server goes on,
    # unless the engine dies of it just after (then the adapter that could not be loaded is the failure)
    ("model_load_error", PRECURSOR, r"while loading [^ ]+, expected target modules in "),
    # round 62: llama.cpp's Hub download that could not reach the Hub ("get_repo_commit: error: HTTPLIB failed: Could not
    # establish connection"): the load that fails after it, with no file to load, failed for that (a cached model
    # would have loaded: no event alone)
    ("model_load_error", PRECURSOR, r"get_repo_[a-z_]+: error: "),
    # round 123: a CPU kernel that oneDNN/IPEX could not generate ("Unable to get JIT kernel for brgemm. Params: ..."),
    # just before the engine's death: the failure that death reports
    ("exited", PRECURSOR, r"unable to get jit kernel for [a-z_]+"),
    # round 67: the loader given no model after the fetch failed ("llama_model_load_from_file_impl: exactly one out
    # metadata, path_model, and file must be defined"); a download whose file did not check out (ModelScope's
    # "integrity check failed, expected sha256", "FileIntegrityError"); Hugging Face's Xet transfer that gave up
    # ("RuntimeError: Data processing error: CAS service error : ... Request failed after 5 retries", or a 429)
    ("model_load_error", CAUSE, r"exactly one out metadata, path_model, and file must be defined"
                                r"|integrity check failed, expected sha256|fileintegrityerror: "
                                r"|data processing error: cas service error"),
    # round 66: llama.cpp's own report before the abort it ends in: ik_llama.cpp's sampler ("Failed to sample token",
    # "... Crashing now", then "llama-sampling.cpp:744: Fatal error"), flash attention's KV types ("Unsupported KV type
    # combination for head_size 576.", "Only f16 is supported.", then "fattn-common.cuh:672: fatal error")
    ("fatal_signal", PRECURSOR, r"^[ \t=]*failed to sample token[ \t]*$|unsupported kv type combination for head_size"),
    # (round 86: its last words before the abort, when a paste ends there: "Crashing now")
    ("fatal_signal", CAUSE, r"^[ \t]*crashing now[ \t]*$"),
    # round 69: the older ggml's arena that a tensor did not fit ("ggml_new_tensor_impl: not enough space in the scratch
    # memory pool (needed N, available M)"), which returned no tensor: the crash that follows is its consequence (its abort
    # in its own words, "ggml.c:1528: not enough space in the context's memory pool", is the crash itself)
    ("fatal_signal", PRECURSOR, r"ggml_new_(tensor_impl|object): not enough space in the (scratch|context's) memory pool"),
    # round 93: a ggml back end that has no kernel for an operation ("ggml_get_n_tasks: op not implemented:
    # SSM_CONV_TREE"), just before its bare "ggml-cpu.c:2455: fatal error" abort and backtrace: the report names it
    ("fatal_signal", PRECURSOR, r"^[ \t]*ggml_[a-z_]+: op not implemented: "),
    # round 72: llama.cpp's context that cannot be of the type speculation asked for ("W llama_init_from_model: context
    # type MTP requested but model doesn't contain MTP layers"), a warning just before the load failure it causes ("E
    # common_speculative_init_result: failed to create MTP context"): it names why
    ("model_load_error", PRECURSOR, r"context type [a-z0-9_]+ requested but model doesn't contain"),
    # round 69: llama.cpp's older server that could not encode a request's images ("ingest_images : failed to eval
    # image", "failed processing images"), before it left its slot loop
    ("exited", PRECURSOR, r"ingest_images ?: failed|^[ \t]*(\[[0-9]+\] )?failed processing images?[ \t]*$"),
    # round 69: llama-cpp-python's model constructor (Llama.__init__): an exception raised there, even a bare
    # "AssertionError" after "assert self.model is not None", means llama.cpp returned no model
    ("model_load_error", FRAME, r"llama_cpp[/\\]llama\.py\"?, line [0-9]+, in __init__[ \t]*$"),
    # a model class's constructor (vLLM's model_executor/models, SGLang's srt/models): an exception raised there means
    # the model cannot be built for this configuration (heads that do not split over the tensor-parallel size)
    # (or in its weight loading: "in load_weights", "in _load_mxfp4_experts_weights", a reload from disk included)
    # round 60: transformers' own config registry that does not know the model's type (a transformers too old for the
    # model: "configuration_auto.py", line 691, in __getitem__, then "KeyError: 'mllama'"), and the model's class it does
    # not have ("ImportError: cannot import name 'Llama4ForConditionalGeneration' from 'transformers'")
    # (round 112: a paste whose markdown ate the dunder's underscores, "line 815, in getitem")
    ("model_load_error", FRAME, r"/models/auto/configuration_auto\.py\"?, line [0-9]+, in (__getitem__|getitem\b)"),
    # round 76: sentencepiece that could not load the tokenizer's model file (its LoadFromFile, then "TypeError: not a
    # string" when the path it was given is None): whatever ends that traceback, the tokenizer could not be loaded
    ("model_load_error", FRAME, r"/sentencepiece/[a-z_]*\.py\"?, line [0-9]+, in [a-z_]*load"),
    # round 87: transformers reading the model's config, tokenizer, image processor or GGUF header ("configuration_utils
    # .py", line 681, in _get_config_dict; "tokenization_utils_base.py", line 2073, in _from_pretrained;
    # "image_processing_base.py", line 347, in get_image_processor_dict; "modeling_gguf_pytorch_utils.py", line 401, in
    # load_gguf_checkpoint): whatever ends that traceback, the model's files could not be loaded
    ("model_load_error", FRAME, r"/transformers/[a-z_/]*(configuration|tokenization|processing|feature_extraction|gguf)"
                                r"[a-z_]*\.py\"?, line [0-9]+, in (_?from_pretrained|_?get_[a-z_]*_dict|load_gguf_checkpoint)"
                                r"[ \t]*$"),
    # round 98: ... and a model's configuration class whose own check rejects what the config holds (a transformers too
    # old for a newer config: "configuration_llama.py", line 182, in _rope_scaling_validation, then "ValueError:
    # `rope_scaling` must be a dictionary with two fields ..."; configuration_utils' from_dict that built it)
    ("model_load_error", FRAME, r"/transformers/[a-z_/]*configuration_[a-z0-9_]+\.py\"?, line [0-9]+, in (_[a-z_]*validat"
                                r"[a-z_]*|from_dict|__init__)[ \t]*$"),
    ("model_load_error", CAUSE, r"importerror: cannot import name '[a-z0-9_]+for[a-z]+' from 'transformers'"),
    # round 88: vLLM's registry that could not import a model's class ("Error in loading model architecture
    # 'FalconH1ForCausalLM'"), before "Model architectures [...] failed to be inspected"
    ("model_load_error", CAUSE, r"error in loading model architecture '"),
    # ... and no tokenizer at all for the model (TGI's router: "thread 'main' panicked at 'Could not find tokenizer for
    # model: ...'"; not its warnings that it found no fast one, "Could not find a fast tokenizer implementation", or no
    # tokenizer config, "Could not find tokenizer config locally")
    ("model_load_error", CAUSE, r"(could not|couldn't|cannot|can't|unable to) find (the )?tokenizer([^ _a-z]|$| [^c]| c[^o])"),
    # (round 62: TGI's models too, and a traceback a log shipper flattened onto one line, its source after the frame:
    # '> File ".../text_generation_server/models/flash_mistral.py", line 318, in __init__ SLIDING_WINDOW_BLOCKS = ...')
    # (round 122: Aphrodite's, vLLM's fork, under aphrodite/modeling/)
    ("model_load_error", FRAME, r"(model_executor|srt|text_generation_server|aphrodite/modeling)/models/[a-z0-9_/]+"
                                r"\.py\"?, line [0-9]+, in (__init__|_?load_weights|_?load_[a-z0-9_]*_weights[a-z0-9_]*)"
                                r"([ \t]*$|[ \t]+[a-z_])"),
    # round 69: a layer's constructor under the model's (vLLM's "model_executor/layers/fused_moe/layer.py", line 502, in
    # __init__, then "assert self.quant_method is not None"): the model is being built, as in the model's own
    ("model_load_error", FRAME, r"(model_executor|aphrodite/modeling)/layers/[a-z0-9_/]+\.py\"?, line [0-9]+, in "
                                r"(__init__|create_weights)([ \t]*$|[ \t]+[a-z_])"),
    # round 122: a quantization method's lookup for a layer being built (vLLM's "layers/quantization/gptq.py", line 90,
    # in get_quant_method; Aphrodite's "aphrodite/quantization/vptq.py"): the checkpoint's quantization does not fit the
    # model being built
    ("model_load_error", FRAME, QUANT_LOOKUP + r"([ \t]*$|[ \t]+[a-z_])"),
    # (round 66: vLLM's model loader itself, "model_loader/loader.py", line 294, in load_model, then a quantization
    # method's check of the weights it loaded: "ValueError: Only support per-tensor scaling factor for fp8 KV cache")
    ("model_load_error", FRAME, r"model_executor/model_loader/[a-z0-9_/]+\.py\"?, line [0-9]+, in "
                                r"(load_model|load_weights)([ \t]*$|[ \t]+[a-z_])"),
    # round 88: vLLM V1's worker loading the model ("v1/worker/gpu_worker.py", line 229, in load_model): under a generic
    # report ("WorkerProc failed to start."), the traceback that goes down there is the model's load
    ("model_load_error", FRAME, r"/v1/worker/[a-z_]+\.py\"?, line [0-9]+, in load_model[ \t]*$"),
    # round 130: TensorRT-LLM's loader of a checkpoint's weights (convert_checkpoint.py, then
    # "models/model_weights_loader.py", line 296, in load, then "AttributeError: 'NoneType' object has no attribute
    # 'to'": a weight it did not find)
    ("model_load_error", FRAME, r"tensorrt_llm/models/model_weights_loader\.py\"?, line [0-9]+, in "),
    # a utility call the engine core failed and returned to its caller ("Invocation of collective_rpc method failed";
    # newer: "Call to collective_rpc method failed: <why>", an RL trainer's weight sync that could not connect)
    ("exited", HANDLED, r"(invocation of|call to) [a-z_]+ method failed"),
    # llama.cpp's memory fitter: its trial load failed (whatever it names, the real load says it again)
    ("model_load_error", FIT, r"encountered an error while trying to fit params"),
    ("kv_cache_retraction", WARNING, r"out of memory happened"),  # SGLang
    ("kv_cache_retraction", WARNING, r"#retracted_reqs"),
    ("kv_cache_retraction", WARNING, r"kv cache pool is full\. retract"),
    ("kv_cache_preemption", WARNING, r"is preempted by preemptionmode"),  # vLLM V0
    ("kv_cache_preemption", WARNING, r"preempted because there is not enough kv cache"),
    ("kv_cache_full", WARNING, r"failed to find (free space in the kv cache|a memory slot for batch)"),  # llama.cpp
    # (round 82: a request the free KV cache cannot hold now, refused and to be sent again later: vllm.rs/xinfer's
    # "Remaining 1406272 kvcache tokens, but your prompt requires 1717120 new tokens, please request later!")
    ("kv_cache_full", WARNING, r"remaining [0-9]+ kv ?cache tokens, but (your|the) prompt requires [0-9]+"),
    # an allocation that failed and is retried another way: the out-of-memory line before it is withdrawn
    ("oom_retried", WARNING, r"allocation failed, retrying|retrying without pipeline parallelism"),
    # ollama: a runner load that failed is retried with a smaller context or alone; a request's OOM unloads models
    ("oom_retried", WARNING, r"load failed; [a-z ]*retrying|expiring loaded models to clear memory"),
    # a start-up that failed with one placement and is retried with another (ollama: "llama-server startup failed
    # with projector GPU offload; retrying with projector CPU offload"): it goes on, the retry decides
    ("fallback_kernel", WARNING, r"startup failed with [a-z ]+ offload; retrying with"),
    # ollama retrying its GPU discovery with a feature off (Metal's tensor API): the retry decides
    ("fallback_kernel", WARNING, r"retrying [a-z-]+ gpu discovery with"),
    # a speculative draft whose vocabulary differs from the target's: llama.cpp translates tokens and goes on
    ("draft_vocab_translated", WARNING, r"tokens will be translated between"),
    # round 74: Metal's recommended working set passed (ggml-metal: "warning: current allocated size is greater than
    # the recommended max working set size"): macOS may page the GPU's memory; a command buffer that then fails ran out
    ("gpu_memory_oversubscribed", WARNING, r"greater than the recommended max working set size"),
    # a port that was taken, so the server chose another and goes on (text-generation-webui's API, TabbyAPI)
    ("port_changed", WARNING, r"port [0-9]+ is (already|currently) in use[^a-z]+(using|switching to|trying) (port )?[0-9]+"),
    ("port_changed", WARNING, r"address already in use\. retrying with a new port"),  # vLLM's internal ports
    # Triton loaded a model whose earlier load had failed (a retry that worked): that failure was no crash
    ("model_reloaded", RELOADED, r"successfully loaded '[^']+'"),
    # round 59: llama-server's own word that its model loaded, after a file it was also given failed to load (a control
    # vector that is not there: "failed to open GGUF file ..."; it logs the error and serves without it)
    ("model_reloaded", RELOADED, r"(llama_server|main): model loaded"),
    (SPECULATION_DISABLED, WARNING, r"(target and draft vocabs|draft model .*) (are|is) not compatible"
                                      r"|failed to initiali[sz]e speculative decoding"
                                      # llama.cpp's common_speculative_are_compatible, each check in its own words
                                      r"|draft (model )?vocab [a-z ]*must (closely )?match target"),
    # no usable GPU, so the server runs on the CPU: a GPU runtime the launcher cannot use (ollama's discovery), ggml's
    # CUDA that would not initialise, a build without GPU offload or no GPU found for -ngl, no VRAM for any layer
    ("cpu_fallback", WARNING, r"update your [a-z]+ driver to enable gpu|ggml_cuda_init: failed to initiali[sz]e cuda: "
                              r"|--gpu-layers option will be ignored|insufficient vram to load any model layers"
                              r"|no compatible gpus were discovered"),
    # a chat template the server could not use: it formats prompts with a generic one (not a kernel)
    ("chat_template_fallback", WARNING, r"chat template.*(falling back|fall back|defaulting) to"),
    ("chat_template_fallback", WARNING, r"failed to parse chat template"),
    ("fallback_kernel", WARNING, r"falling back to|fall back to|fallback to"),
    # an attention backend this GPU cannot run (vLLM on Volta/Turing: "Cannot use FlashAttention-2 backend for Volta and
    # Turing GPUs." and it uses XFormers), and ggml finding no CUDA device (it runs on the CPU): the server goes on
    ("fallback_kernel", WARNING, r"cannot use flash_?attn|cannot use flashattention(-2)? backend"),
    # round 78, seen as a user: ggml-cuda's FlashAttention without a kernel for these K/V cache types, which converts
    # them to f16 on every step ("no FlashAttention vector kernel compiled for K/V types q4_1-q5_0, converting K and V
    # to f16 instead (slow)"): the cell measured that slow path
    ("fallback_kernel", WARNING, r"converting k and v to f16 instead"),
    # page-locked host memory that could not be had: the server goes on with pageable memory (llama.cpp)
    ("fallback_kernel", WARNING, r"failed to allocate (.* of )?pinned memory|pinned memory.*(failed|unavailable"
                                 r"|will not be available)"),
    # a TVM check (MLC-LLM's engine) that the model's config or weights file could be opened, in the abort's own line
    ("model_load_error", CAUSE, r"check failed: \([a-z_]*(config|model|weight|param|tokenizer)[a-z_]*\) is false"),
    # the C++ runtime's announcement of an uncaught exception is a generic abort whatever the exception's
    # type is called ('c10::DistBackendError'): the what() line after it names the failure
    # (round 74: Objective-C's runtime, "*** Terminating app due to uncaught exception 'NSRangeException', reason:")
    ("fatal_signal", SIGNAL, r"terminate called after throwing|terminating (app )?due to uncaught exception"),
    # the kernel's OOM-killer report says "Out of memory: Killed process": before cuda_oom
    ("killed_oom_host", CAUSE, r"out of memory: kill"),
    # round 135: gunicorn's arbiter's time-out of a worker ("[CRITICAL] WORKER TIMEOUT (pid:2767)", or in a rich log
    # handler's columns "CRITICAL WORKER TIMEOUT (pid:13)"): a worker that did not answer within --timeout is aborted,
    # then killed by the arbiter itself; the time-out names the failure, a hang, before that kill's report below
    ("hang", CAUSE, r"(\[critical\] |critical +)worker timeout \(pid:[0-9]+\)"),
    # round 63: gunicorn's arbiter, of a worker something killed ("Worker (pid:7) was sent SIGKILL! Perhaps out of
    # memory?"): the host's memory killer, as a bare "Killed" is (unless its own time-out came first, above); before the
    # GPU's "out of memory"
    ("killed_oom_host", CAUSE, r"was sent sigkill! perhaps out of memory"),
    # (round 135: ... and of a worker that ended by a signal, as its exit status: "Worker (pid:258) was sent code 139!",
    # 128 + SIGSEGV)
    ("exited", STATUS, r"worker \(pid:[0-9]+\) was sent code [0-9]+!"),
    # Ray's report that an actor's worker died, which lists what might have killed it ("potential root causes: (1) ...
    # killed by SIGKILL by OOM killer ... (3) ... SIGSEGV"): a generic death, none of the causes it lists (the lines
    # after it may name the real one)
    # round 47, DJL Serving's front end that gave up on a worker's streamed answer: its warning, then the timeout
    # ("WARN  InferenceRequestHandler Chunk reading interrupted", "java.lang.IllegalStateException: Read chunk timeout.")
    ("hang", PRECURSOR, r"inferencerequesthandler( -)? chunk reading interrupted"),  # (round 62: "Handler - Chunk")
    ("hang", CAUSE, r"illegalstateexception: read chunk timeout"),
    # round 62: a Java front end's wait on its worker that ran out, as the cause of what it gave up on (DJL Serving's
    # worker start: "Caused by: java.util.concurrent.TimeoutException" under WorkerPool.initWorkers)
    ("hang", CAUSE, r"^[ \t]*(caused by: )?java\.util\.concurrent\.timeoutexception\b"),
    # round 62: DeepEP's host-side check, raised to Python ("RuntimeError: Failed: Assertion error
    # /build/DeepEP/csrc/deep_ep.cpp:1233 'x.size(0) == ...'"): the server stops on it
    ("exited", CAUSE, r"failed: assertion error [^ ]+\.(cpp|cc|cu|cuh|h|hpp):[0-9]+"),
    # round 62: a package older than the server needs, found by its own version check (SGLang's assert_pkg_version:
    # "Exception: flashinfer is installed with version 0.1.2+cu121torch2.4, which is less than the minimum required
    # version 0.1.5"): the server stops on it, before any model is loaded
    ("exited", CAUSE, r"is installed with version [^ ]+,? which is less than the minimum required version"),
    ("exited", DEATH, r"actor is dead because its worker process has died"),
    # Ray's other generic reports of a process that went away (the raylet's, an actor's whose node died, a worker's exit
    # detail); the same "potential root causes" list may follow on the line
    # SGLang's launcher: "Rank 0 scheduler died during initialization (exit code: -3). If exit code is -9 (SIGKILL), a
    # common cause is the OS OOM killer." (the status it names says how; the hint after it names nothing)
    ("exited", DEATH, r"died during initiali[sz]ation"),
    # Ray's actor whose constructor raised ("The actor died because of an error raised in its creation task"): generic,
    # the exception that ends the traceback after it names the failure
    ("exited", EXCEPTION, r"actor died because of an error raised in its creation task"),
    # round 126: a Ray worker that could not register with its raylet ("core_worker.cc:228: Failed to register worker
    # ... to Raylet. IOError: ..."); not vLLM's worker whose parent went away ("Parent process exited, terminating
    # worker", at INFO), which a clean shutdown prints too (27701)
    ("exited", DEATH, r"failed to register worker [0-9a-f]*( )?to raylet"),
    ("exited", DEATH, r"because its node has died|worker unexpectedly exits with|a worker died or was killed while"
                       r"|has been marked dead because the detector has missed too many heartbeats"),
    # (round 126: not inside a Go template that asks for it, "docker inspect --format '{{.State.OOMKilled}}'", a
    # command, whose answer says whether it was: "oom=true exit=137")
    ("killed_oom_host", CAUSE, r"(^|[^.])oom[-_ ]?kill|(^|[ \t])(oom=true|oomkilled=true)\b"),
    ("killed_oom_host", CAUSE, r"running low on memory"),  # Ray's memory monitor kills a worker
    ("killed_oom_host", CAUSE, r"due to memory pressure"),  # Ray's monitor, systemd-oomd
    ("killed_oom_host", CAUSE, r"node_out_of_memory"),  # Ray's worker exit type
    ("killed_oom_host", CAUSE, r"ray killed this worker"),
    ("killed_oom_host", CAUSE, r"ray-oom-prevention"),  # the doc link in Ray's OOM report
    ("killed_oom_host", CAUSE, r"systemd-oomd"),
    ("killed_oom_host", CAUSE, r"low on resource: memory"),  # the kubelet's eviction
    ("killed_oom_host", CAUSE, r"memory cgroup out of memory"),  # the kernel's cgroup OOM report
    # a round-35 knowledge pass (cluster layers): Slurm's srun reports a task its cgroup OOM killer ended, the kubelet
    # evicts a pod that filled its disk, Slurm cancels a job or step (its time limit, a node failure, preemption)
    ("killed_oom_host", CAUSE, r"srun: error: [^ ]+: tasks? [0-9,-]+: out of memory"),
    # (round 100: an emptyDir volume over its size limit, "Usage of EmptyDir volume "models-dir" exceeds the limit")
    ("exited", DEATH, r"low on resource: ephemeral-storage|ephemeral local storage usage exceeds"
                      r"|usage of emptydir volume .* exceeds the limit"),
    # round 97: a Windows launcher's pause after the program it ran ended ("Press any key to continue . . .", a start
    # script's `pause`): the program is gone, its cause not said (a cause before it keeps its place)
    ("exited", DEATH, r"^[ \t]*press any key to continue"),
    ("exited", DEATH, r"\*\*\* (job|step) [0-9.]+ on [^ ]+ cancelled at [^ ]+"),
    ("exited", DEATH, r"srun: error: node failure on |srun: force terminated stepid=|srun: job step aborted"
                      r"|srun: error: unable to allocate resources|job allocation [0-9]+ has been revoked"),
    # host RAM that an allocator could not get: torch's CPU allocator, ENOMEM, Go's runtime
    ("killed_oom_host", CAUSE, r"defaultcpuallocator|\[errno 12\] cannot allocate memory|fatal error: runtime: out of memory"),
    # a supervising process reports the death: Go's os/exec (ollama), a launcher, systemd
    ("killed_oom_host", CAUSE, r"signal: killed"),
    ("fatal_signal", CAUSE, r"failed with result '?core-dump"),
    # round 67: systemd's own line that a unit failed, before (or without) its main process's exit status
    # ("systemd[1]: ollama.service failed.", "ollama.service: Failed with result 'exit-code'.")
    ("exited", DEATH, r"(^[ \t]*|systemd\[[0-9]+\]: )[a-z0-9@_.-]+\.service( failed\.?[ \t]*$|: failed with result '?exit-code)"),
    ("cuda_illegal_instruction", CAUSE, r"illegal instruction was encountered"),
    ("cuda_illegal_instruction", CAUSE, r"warp illegal instruction"),
    # the NVIDIA driver's own report in the kernel log: Xid 13 (a graphics/SM exception) naming the fault
    ("cuda_illegal_instruction", CAUSE, r"nvrm: xid \([^)]*\): 13,.*illegal instruction"),
    ("cuda_illegal_instruction", CAUSE, r"cuda_?error_?illegal_?instruction"),
    # (source pass 20: ROCm's HSA runtime aborting a queue on one, "HSA_STATUS_ERROR_ILLEGAL_INSTRUCTION: The agent
    # attempted to execute an illegal shader instruction")
    ("cuda_illegal_instruction", CAUSE, r"hsa_status_error_illegal_instruction"),
    ("cuda_illegal_instruction", CAUSE, r"cuda[a-z _]*error[: =(]+(code )?715([^0-9]|$)"),
    ("cuda_illegal_memory_access", CAUSE, r"illegal memory access"),
    ("cuda_illegal_memory_access", CAUSE, r"illegal address"),
    ("cuda_illegal_memory_access", CAUSE, r"cuda exception: warp [a-z-]* ?address"),
    ("cuda_illegal_memory_access", CAUSE, r"cuda_?error_?illegal_?address"),
    ("cuda_illegal_memory_access", CAUSE, r"cuda[a-z _]*error[: =(]+(code )?700([^0-9]|$)"),
    ("cuda_illegal_memory_access", CAUSE, r"memory access fault by gpu"),
    # ROCm's newer report of the faulting kernel, the line before its "Memory access fault by GPU node-N"
    ("cuda_illegal_memory_access", CAUSE, r"^[ \t]*memory fault error \[.{0,40}kernel"),
    # the amdgpu driver's own report of the GPU's page fault (dmesg), the kernel's view of an illegal address, and
    # Ascend's device exception whose extend info says the memory protection unit refused the address
    ("cuda_illegal_memory_access", CAUSE, r"amdgpu: \[(gfx|mm)hub[0-9]*\] (no-retry )?page fault|mpu address access is invalid"),
    # the HSA runtime's queue error for an access beyond the memory the kernel may touch (ROCm's illegal address)
    ("cuda_illegal_memory_access", CAUSE, r"hsa_status_error_memory_(aperture_violation|fault)"),
    # (round 101: an SM warp exception that the MMU raised, "Graphics SM Warp Exception on (GPC 1, TPC 1, SM 1): MMU Fault")
    ("cuda_illegal_memory_access", CAUSE, r"nvrm: xid \([^)]*\): 13,.*(out of range address|misaligned address|illegal address"
                                          r"|mmu fault)"
                                          r"|nvrm: xid \([^)]*\): 31,"),  # Xid 31: a GPU memory-management (MMU) fault
    ("device_side_assert", CAUSE, r"device-side assert triggered"),
    ("device_side_assert", CAUSE, r"cuda_?error_?assert"),
    ("device_side_assert", CAUSE, r"thread: \[[0-9, ]+\],? assertion"),
    # round 74: a HIP kernel's own assertion (ROCm's vLLM skinny GEMM: "skinny_gemms.hip:497: void wvSplitK_hf_sml_(...)
    # [...]: Device-side assertion `false' failed."): the device's, not a host's C assert()
    ("device_side_assert", CAUSE, r"device-side assertion [`'].*[`'] failed"),
    # round 60: an Ascend kernel's own bounds check ("Index out of range in dimension 1: index value 151645 exceeds bounds
    # 129280!", then "[ASSERT] .../ascendc/index_check/index_check.h:130: Assertion `(idx < bound)' failed.")
    ("device_side_assert", CAUSE, r"\[assert\] [^ ]*/ascendc/[^ ]*: assertion `"),
    ("cuda_error", BURST, r"index out of range in dimension [0-9]+: index value [0-9]+ exceeds bounds"),
    ("device_side_assert", CAUSE, r"out of bounds? tensor access.*assert"),
    # Triton's own compiled kernel whose image the driver will not load is Triton's failure, not a build without the arch
    ("triton_error", CAUSE, r"triton error \[cuda\]: (device )?kernel image is invalid"),
    # ... while a launch that CUDA refused inside a graph's capture is CUDA's (round 49: "RuntimeError: Triton Error
    # [CUDA]: operation not permitted when stream is capturing")
    ("cuda_error", CAUSE, r"triton error \[cuda\]: operation (not permitted when stream is capturing|failed due to a"
                          r" previous error during capture|would make the legacy stream depend on a capturing)"),
    # round 117: quantized weights that do not split over the parallel layout (vLLM's and SGLang's AWQ/GPTQ: "The input
    # size is not aligned with the quantized weight shape. This can be caused by too large tensor parallel size.", which
    # SGLang wraps as "Failed to instantiate MiniCPMV: ..."; Marlin's "Weight input_size_per_partition = 10944 is not
    # divisible by min_thread_k = 128."; block FP8's "The output_size of gate's and up's weight = 192 is not divisible by
    # weight quantization block_n = 128."): the model cannot be built this way, as the heads that do not divide
    ("model_load_error", CAUSE, r"(input|output) size is not aligned with the quantized weight shape"
                                r"|is not divisible by (min_thread_[kn]|weight quantization block_[kn])\b"),
    # round 117: TensorRT-LLM's engine built by another release than the runtime that reads it (its plugin's
    # deserialisation check, "[TensorRT-LLM][ERROR] Assertion failed: Expected length (33) != real length (37). This is
    # often caused by using different TensorRT-LLM version to build engine and run engine.", and the runtime's "Encountered
    # an error in forward function: Input tensor 'host_max_kv_cache_length_0' not found; expected shape: (1)"): the engine
    # file cannot be used, before the assertion or the forward failure read as anything else
    ("model_load_error", CAUSE, r"expected length \([0-9]+\) != real length \([0-9]+\)"
                                r"|input tensor '[^']*' not found; expected shape"),
    # round 117: FlashInfer's refusal of a back end for this GPU's architecture ("flashinfer.utils.BackendSupportedError:
    # mm_fp4 does not support backend 'cute-dsl' with capability 120"): no kernel for this arch
    ("no_kernel_image", CAUSE, r"does not support backend '[^']*' with capability [0-9]+"),
    ("no_kernel_image", CAUSE, r"no kernel image is available"),
    # round 133: the header of the native stack torch prints under a CUDA call that failed ("Exception raised from
    # c10_cuda_check_implementation at .../c10/cuda/CUDAException.cpp:43 (most recent call first):"), where a paste cut
    # the error above it: a CUDA error
    ("cuda_error", CAUSE, r"exception raised from c10_cuda_check_implementation at "),
    # round 69: vLLM's CUTLASS kernels not built for this GPU ("No compiled cutlass_scaled_mm for a compute capability
    # less than CUDA device capability: 75")
    ("no_kernel_image", CAUSE, r"no compiled [a-z0-9_]+ for a compute capability"),
    # source pass 20: a kernel library's own refusal of this GPU's architecture (FlashAttention's "only supports Ampere
    # GPUs or newer", FlashInfer's "requires GPUs with sm75 or higher", FlashAttention 4's "Unsupported compute
    # capability", IPEX's "XPU device architecture does not support flash attention", CUTLASS's device-side "Arch
    # conditional MMA instruction used without targeting appropriate compute capability", AITER's "Unknown GPU
    # architecture: gfx1030", raised while handling the KeyError whose line a labelled log (18402) reads as the first)
    ("no_kernel_image", CAUSE, r"only supports ampere gpus or newer|requires gpus with sm ?[0-9]+ or higher"
                               r"|unsupported compute capability|device architecture does not support flash attention"
                               r"|arch conditional mma instruction used without targeting|unknown gpu architecture: gfx"),
    # round 71: vLLM's Transformers back end that cannot run this model class ("The Transformers implementation of
    # XLMRobertaModel is not compatible with vLLM.")
    ("model_load_error", CAUSE, r"the transformers implementation of [a-z0-9_]+ is not compatible with vllm"),
    # round 71: infinity's batch handler that raised (its rich record, "infinity_emb ERROR: shape '[2, 512]' is invalid
    # ...   batch_handler.py:434"): its batch loop is gone, the server takes no more requests
    ("exited", EXCEPTION, r"infinity_emb error: .{0,600}batch_handler\.py:[0-9]+[ \t]*$"),
    # round 69: a serving engine's own KV pool that ran out ("RuntimeError: SWA pool exhausted: need 1669, have 1306")
    ("cuda_oom", CAUSE, r"pool exhausted: need [0-9]+, have [0-9]+"),
    # ROCm's BLAS has no kernels (its Tensile library) for this GPU's architecture; older rocBLAS says only that it
    # cannot read the library ("Cannot read /opt/rocm/lib/rocblas/library/TensileLibrary.dat: Illegal seek")
    ("no_kernel_image", CAUSE, r"rocblas error: cannot read .*tensilelibrary"),
    # rocBLAS finding no GPU at all when it starts (its Tensile host): the device runtime failed, not a missing kernel
    ("cuda_error", CAUSE, r"rocblas error: could not initiali[sz]e tensile host"),
    # round 130: CTranslate2's wording of a CUDA error (faster-whisper and the servers on it: "CUDA failed with error
    # invalid device ordinal"; its "... out of memory" and illegal accesses are named by their own rules first)
    ("cuda_error", CAUSE, r"cuda failed with error "),
    # round 130: a converter of a model's checkpoint that does not know its architecture (llama.cpp's
    # convert_hf_to_gguf: "NotImplementedError: Architecture 'BitNetForCausalLM' not supported!",
    # "ERROR:hf-to-gguf:Model MiniMindLM is not supported"): the model cannot be made into one the server reads
    ("model_load_error", CAUSE, r"architecture [\"'][a-z0-9_.]+[\"'] not supported!"
                                r"|:hf-to-gguf:model [^ ]+ is not supported"),
    # round 63: CUDA's GPUDirect Storage ("cuFileBufRegister returned an error = 5016", fastsafetensors' loader) and a
    # TMA descriptor the driver would not make (FlashMLA's "Error: Failed to initialize the TMA descriptor 1")
    ("cuda_error", CAUSE, r"\bcufile[a-z]+ returned an error"),
    ("cuda_error", CAUSE, r"failed to initiali[sz]e the tma descriptor"),
    ("no_kernel_image", CAUSE, r"cuda_?error_?no_?kernel_?image"),
    ("no_kernel_image", CAUSE, r"cuda_error_no_binary_for_gpu"),
    # (round 87: Triton's OutOfResources by its class name, also where a wrapper mangled it: "OutOfResources.__init__()
    # missing 2 required positional arguments: 'limit' and 'name'")
    ("triton_error", CAUSE, r"\boutofresources\b"),
    # round 87: TurboMind's kernel dispatch that has no kernel for this GPU's architecture ("not implemented: dtype=e2m1,
    # is_fused_moe=1, sm=70", then its abort)
    ("no_kernel_image", CAUSE, r"not implemented: .*\bsm=?[0-9]{2,3}\b"),
    # the HIP runtime's same failure: the fat binary has no code object for this GPU's gfx target
    ("no_kernel_image", CAUSE, r"hiperrornobinaryforgpu|hip_error_no_binary_for_gpu|unable to find code object for all current devices"),
    # ... and the HIP runtime's own log line for it (hip_fatbin.cpp): "No compatible code objects found for: gfx1152"
    ("no_kernel_image", CAUSE, r"no compatible code objects? found for"),
    # FlashInfer's JIT finding none of its CUDA targets for this GPU's major version
    ("no_kernel_image", CAUSE, r"no supported cuda architectures found for"),
    ("no_kernel_image", CAUSE, r"not compatible with the current pytorch installation"),
    ("no_kernel_image", CAUSE, r"kernel image is invalid"),
    # SYCL's runtime: the device binary holds no kernel of that name for this device ("No kernel named _ZTSZN... was
    # found", PI_ERROR_INVALID_KERNEL_NAME)
    ("no_kernel_image", CAUSE, r"no kernel named [^ ]+ was found"),
    # ggml's own check: "CUDA kernel X has no device code compatible with CUDA arch 600. ggml-cuda.cu was compiled for: ..."
    ("no_kernel_image", CAUSE, r"has no device code compatible with cuda arch"),
    # ggml's CPU back-end could not allocate a buffer (host memory, no GPU involved): the context cannot be created
    ("model_load_error", CAUSE, r"ml_backend_cpu_buffer_type_alloc_buffer: failed to allocate|failed to allocate cpu"
                                r" buffer"),
    # the runtimes servers are written in, out of host memory: Go's "fatal error: runtime: out of memory" (ollama,
    # llama-swap), Rust's default allocation error handler ("memory allocation of N bytes failed", then abort)
    ("killed_oom_host", CAUSE, r"fatal error: runtime: out of memory|^[ \t]*runtime: out of memory: cannot allocate"
                               r"|^[ \t]*memory allocation of [0-9]+ bytes failed"),
    # round 124: a runner's guess, not a finding (Cog's "FatalWorkerException: Prediction failed for an unknown reason.
    # It might have run out of memory? (exitcode 2)"): the worker's death, whose cause is not known
    ("exited", DEATH, r"might have run out of memory\?"),
    ("cuda_oom", CAUSE, r"out of memory"),
    # Triton's shared memory, not the device's: Inductor's autotuning names it "OutOfMemoryError: out of resource:
    # triton_tem_fused_mm_0 Required: 262144 Hardware limit:232448" (a kernel too big for this GPU)
    ("triton_error", CAUSE, r"outofmemoryerror: out of resource"),
    # (round 132: not a JVM option that names the error, as a Java model server prints its command line: "-XX:
    # +ExitOnOutOfMemoryError", "-XX:+HeapDumpOnOutOfMemoryError")
    ("cuda_oom", CAUSE, r"(^|[^a-z])outofmemoryerror"),
    ("cuda_oom", CAUSE, r"cuda_?error_?(memory_?allocation|out_?of_?memory)"),
    ("cuda_oom", CAUSE, r"cublas_status_alloc_failed"),
    # round 90: a front end's own report of its llama-server child's failed GPU allocation (Tabby: "CUDA memory
    # allocation error detected:", after its supervisor's "llama-server <completion> exited with status code 1")
    ("cuda_oom", CAUSE, r"cuda memory allocation error"),
    # round 91: MLX's Metal allocator refusing a buffer past the GPU's limit ("RuntimeError: [metal::malloc] Attempting
    # to allocate 48736917632 bytes which is greater than the maximum allowed buffer size of 30150672384 bytes.")
    ("cuda_oom", CAUSE, r"\[metal::malloc\] attempting to allocate [0-9]+ bytes"),
    # round 91: a CPU engine's NUMA-placed weights that host memory cannot hold (KTransformers: "Memory allocation
    # failed for gate_proj_numa_ on node 0")
    ("killed_oom_host", CAUSE, r"memory allocation failed for [a-z0-9_]+ on (numa )?node [0-9]+"),
    # TensorRT-LLM's paged KV cache, sized from the memory left, cannot hold one sequence ("maxTokensInPagedKvCache
    # (29184) must be large enough to process at least 1 sequence to completion"): a KV-cache sizing failure
    ("cuda_oom", CAUSE, r"maxtokensinpagedkvcache \([0-9]+\) must be large enough"),
    # the same status in cuBLAS's own words (cublasGetStatusString), as ggml and ollama print it: "CUDA error: the
    # resource allocation failed" (usually a cudaMalloc that failed inside cuBLAS)
    ("cuda_oom", CAUSE, r"error: the resource allocation failed"),
    # NCCL's own allocation of device memory for a communicator ("Failed to CUDA calloc 67108864 bytes", after its
    # "unhandled cuda error ... Last error:"): the GPU's memory is gone
    ("cuda_oom", CAUSE, r"failed to cuda (calloc|malloc) [0-9]+ bytes"),
    ("cuda_oom", CAUSE, r"cnmem_status_out_of_memory"),
    # FlashInfer's planner could not carve a buffer out of its GPU workspace ("Failed to allocate memory for
    # batch_prefill_tmp_v with size N and alignment 16 in AlignedAllocator")
    ("cuda_oom", CAUSE, r"failed to allocate memory for [a-z0-9_]+ with size [0-9]+.* in alignedallocator"),
    # the other GPU runtimes' allocation failures: Ascend's (aclrtMalloc, EL0004), Level Zero's, Vulkan's preallocation
    # OpenCL's buffer that could not be created (ggml's CLBlast/OpenCL back-ends: "clCreateBuffer(...) error -5")
    ("cuda_oom", CAUSE, r"clcreatebuffer.*error -?[0-9]+|cl_mem_object_allocation_failure"),
    # FastDeploy sizing its KV cache: nothing left for it ("The total number of blocks cannot be less than zero")
    ("cuda_oom", CAUSE, r"total number of blocks cannot be less than zero"),
    ("cuda_oom", CAUSE, r"aclrtmalloc failed|el0004: .*failed to allocate memory|ur_result_error_out_of_device_memory"
                        r"|requested preallocation size is too large"),
    ("cuda_oom", CAUSE, r"cublas error [0-9]+ at .*allocation failed"),  # ggml's wording of ALLOC_FAILED
    ("cuda_oom", CAUSE, r"larger than the available kv cache memory"),
    # ... its sentence's start, where a pasted line is cut before that ("To serve at least one request with the model's
    # max seq len (100000), (4.26 GiB KV cach")
    ("cuda_oom", CAUSE, r"to serve at least one request with the models?'s max seq len"),
    ("cuda_oom", CAUSE, r"no available memory for the cache blocks"),
    # round 63: the weights left nothing for the KV cache (SGLang's "ValueError: Loaded weights leave no GPU memory for
    # the KV cache under --mem-fraction-static=0.88.")
    ("cuda_oom", CAUSE, r"no (gpu |device )?memory (left )?for the kv cache"),
    # round 58: a hybrid model's state cache that fits holds fewer sequences than the batch asks ("max_num_seqs (1024)
    # exceeds available Mamba cache blocks (600)"), inside the worker's generic failure
    ("cuda_oom", CAUSE, r"exceeds available mamba cache blocks"),
    # round 60: SGLang's KV pool with no room left for even one running request ("AssertionError: No space left for
    # only one request, self.token_to_kv_pool_allocator.available_size()=0")
    ("cuda_oom", CAUSE, r"no space left for (only )?one request"),
    # ... TensorRT's builder that cannot have the device memory an engine build needs ("[TRT] [E] 2:
    # [virtualMemoryBuffer.cpp::resizePhysical::140] Error Code 2: OutOfMemory (no further information)")
    ("cuda_oom", CAUSE, r"error code [0-9]+: outofmemory"),
    ("cuda_oom", CAUSE, r"not enough memory"),
    ("cuda_oom", CAUSE, r"less than desired gpu memory utilization"),
    ("cuda_oom", CAUSE, r"stored in kv cache.*gpu_memory_utilization"),
    # SGLang raised it before its weights loaded (older versions); newer ones only warn, and go on
    ("cuda_oom", CAUSE, r"error: the memory capacity is unbalanced"),
    ("cuda_oom", CAUSE, r"(failed|unable) to allocate ([a-z0-9_]+ ){0,3}buffers?([^a-z]|$)"),
    # other GPU APIs' words for it: Vulkan's (ggml-vulkan), Metal's command-buffer status (ggml-metal)
    ("cuda_oom", CAUSE, r"out ?of ?device ?memory|erroroutofmemory|device memory allocation of size [0-9]+ failed"
                        r"|ggml_vulkan: memory allocation of size [0-9]+ failed"),
    # round 108: Metal's other command-buffer errors in the same form ("error: Ignored (for causing prior/excessive GPU
    # errors) (00000004:kIOAccelCommandBufferCallbackErrorSubmissionsIgnored)", "(00000002:kIOGPUCommandBufferCallback
    # ErrorTimeout)"): the GPU's own failure, after its out-of-memory twin above
    ("cuda_error", CAUSE, r"\(0000000[0-9a-f]:kio(accel|gpu)commandbuffercallbackerror[a-z]+\)"),
    # a server's own start-up finding that GPU memory cannot hold the runtime (lmdeploy, TGI's router in its error
    # enum's own spelling); vLLM's profiler that finds more memory free after profiling than before is no such finding
    # but its own check failing (round 47, both readers of a vGPU's log: exited)
    ("exited", CAUSE, r"error in memory profiling"),
    ("cuda_oom", CAUSE, r"no(t)? enough (gpu|device|cuda) memory"),
    ("cuda_oom", CAUSE, r"notenoughmemory"),
    # (its hedge, raised when the error was no out-of-memory one: the error before it names the failure)
    ("exited", EXCEPTION, r"failed with an error which might indicate insufficient"),
    ("cuda_oom", CAUSE, r"insufficient (gpu|device|cuda|vram) memory"),  # TensorRT-LLM's executor sizing its KV cache
    # KV caches sized at start-up with no room for one sequence: TensorRT-LLM's paged cache, DeepSpeed-FastGen's
    # blocked cache; and LightLLM's token pool that cannot give a batch its tokens (an assertion ends it just after)
    ("cuda_oom", CAUSE, r"maxtokensinpagedkvcache must be large enough|kv-cache must have at least 1 block"
                        r"|warn no enough cache need_size"),
    # a loader that found the weights and cache do not fit the GPUs it may use (ExLlamaV2's autosplit); LightLLM's
    # start-up check of its largest batch failed (it follows an allocation that failed)
    ("cuda_oom", CAUSE, r"insufficient vram for (the )?model|insufficient space in device allocation|check max len infer fail"),
    # the same finding without the "for": "Model load failed: Insufficient VRAM" (not ollama's "insufficient VRAM to load
    # any model layers", after which it serves from the CPU)
    ("cuda_oom", CAUSE, r"insufficient vram[ \t]*($|[.!,;:)])"),
    # Python's own MemoryError (bare, as a traceback's last line): host memory, after the GPU rules above, so that
    # "torch.OutOfMemoryError" and "MemoryError: CUDA out of memory" stay cuda_oom
    ("killed_oom_host", CAUSE, r"(^|[^a-z0-9_.])memoryerror([:(]|[ \t]*$)"),
    # an engine whose executor could not be set up (TensorRT-LLM's "Failed to initialize executor on rank 0: ...",
    # whatever else the thrown error says, an assertion included): the model was not brought up
    # ... unless the error is the code's own: an attribute, argument or name one version of it expects of another
    ("exited", CAUSE, r"failed to initiali[sz]e (the )?executor.*(object has no attribute|unexpected keyword argument"
                      r"|cannot import name)"),
    # ... unless a Triton kernel could not be built for it (ptxas's or Triton's own failure in the message)
    ("triton_error", CAUSE, r"failed to initiali[sz]e (the )?executor.*(ptxas|triton)[^a-z]*(error|fatal)"),
    ("model_load_error", CAUSE, r"failed to initiali[sz]e (the )?executor"),
    # TensorRT cannot deserialise the engine (built with another TensorRT version): it must be rebuilt
    # (round 106: TensorRT's own check of the plan's version or magic tag, "Error Code 1: Serialization (Serialization
    # assertion stdVersionRead == kSERIALIZATION_VERSION failed.")
    ("model_load_error", CAUSE, r"deserializecudaengine|failed to deseriali[sz]e (the |a )?(cuda )?engine"
                                r"|engine plan file is not compatible with this version"
                                r"|error code [0-9]+: serialization \(serialization assertion"
                                r"|engine plan file is generated on an incompatible device"),
    # a TensorRT plugin's own check of a library it loads ("[TRT] [F] Validation failed: Failed to load
    # libcublas.so.12."), source pass 21
    ("exited", CAUSE, r"\[trt\] \[f\] validation failed: failed to load lib"),
    ("triton_error", CAUSE, r"triton\.(compiler|runtime)\.errors"),
    # round 105: AWS Neuron's compiler (neuronx-cc, run by torch-neuronx's wrapper) that failed on the model's graph
    # ("ERROR ||NEURON_CC_WRAPPER||: Failed compilation with ['neuronx-cc', 'compile', '--target=trn1', ...]")
    ("triton_error", CAUSE, r"\|\|neuron_cc_wrapper\|\|: (failed compilation with|compilation failed for)"),
    ("triton_error", CAUSE, r"errors\.outofresources"),
    # round 108: DeepGEMM's JIT that could not build its kernel (its check of the compiler's exit code: "RuntimeError:
    # Assertion error (csrc/apis/../jit_kernels/impls/../../jit/kernel_runtime.hpp:45): exit_code == 0")
    ("triton_error", CAUSE, r"/jit/[a-z_]+\.hpp:[0-9]+\): exit_code == 0"),
    # round 65: Triton's own check of the GPU it is asked to compile for ("Found Tesla P40 which is too old to be
    # supported by the triton GPU compiler, which is used as the backend", torch.compile on a Pascal card)
    ("triton_error", CAUSE, r"too old to be supported by the triton gpu compiler"),
    ("triton_error", CAUSE, r"outofresources(: |\(')out of resource"),  # the error line without its module path, or its repr
    ("triton_error", CAUSE, r"ptxas[^a-z]*fatal"),
    ("triton_error", CAUSE, r"ptxas[^a-z]*error"),
    # (round 133: its words for a GPU it does not know, where a paste cut the "ptxas fatal :" before them: "Value
    # 'sm_121a' is not defined for option 'gpu-name'"; at the line's start, not inside another program's warning that
    # quotes it and falls back to the driver)
    ("triton_error", CAUSE, r"^[ \t]*value 'sm_[0-9]+[a-z]?' is not defined for option 'gpu-name'"),
    # ptxas's own diagnostic with the file and line it reads ("ptxas /tmp/k.ptx, line 6; error   : PTX .version 8.4
    # does not support .target sm_120a"), before its "ptxas fatal": the first line of the failed compile
    ("triton_error", CAUSE, r"ptxas [^ ]+, line [0-9]+; (error|fatal) *:"),
    # Triton's code generator for an FP8 type this GPU has no instructions for ("type fp8e4nv not supported in this
    # architecture. The supported fp8 dtypes are ('fp8e4b15', 'fp8e5')")
    ("triton_error", CAUSE, r"type fp8e[0-9a-z]+ not supported in this architecture"),
    # Triton on Ascend (triton-ascend's BiSheng compiler): the kernel's lowering failed, or it needs more on-chip
    # buffer than the NPU has ("error: ub overflow, requires 1835776 bits while 1572864 bits available!")
    ("triton_error", CAUSE, r"failed to run bishenghir pipeline|error: ub overflow, requires [0-9]+ bits"),
    ("triton_error", CAUSE, r"ptx codegen error"),
    ("triton_error", CAUSE, r"triton compil[a-z]* failed"),
    ("triton_error", CAUSE, r"triton compil[a-z]* error"),
    ("triton_error", CAUSE, r"triton error"),
    ("triton_error", CAUSE, r"passmanager::run failed"),
    # round 84: NVIDIA's CUTLASS DSL, a JIT kernel compiler like Triton over MLIR, whose pass pipeline failed
    # ("cutlass._mlir._mlir_libs._site_initialize.<locals>.MLIRError: Failure while executing pass pipeline:")
    # round 86: an Ascend ATB operator that torch_npu could not set up ("ReshapeAndCacheOperation setup failed!", its
    # "Exception raised from OperationSetup at .../op_plugin_atb..." after it): the NPU's operator library refused
    ("cuda_error", CAUSE, r"[a-z0-9_]operation setup failed"),
    # (round 86: any MLIRError: CUTLASS's CuTe DSL that cannot create an operation of the kernel it compiles, "MLIRError:
    # Operation creation failed:", FlashAttention 4's kernels on a GPU they do not fit)
    ("triton_error", CAUSE, r"mlirerror: "),
    # MLIR's note for a pass of Triton's own that failed while lowering a kernel ("Pipeline failed while executing
    # [`ConvertTritonGPUToLLVM` on 'builtin.module' operation]")
    ("triton_error", CAUSE, r"pipeline failed while executing \[`?[a-z]*triton"),
    ("triton_error", CAUSE, r"llvm error"),
    ("triton_error", CAUSE, r"compilationerror"),
    # round 97: Intel's Level Zero that could not build a Triton kernel for its GPU ("L0 build module failed. Log:",
    # "error: total scratch space exceeds HW supported limit for kernel ...", "ZE_RESULT_ERROR_MODULE_BUILD_FAILURE")
    ("triton_error", CAUSE, r"^[ \t]*l0 build module failed|ze_result_error_module_build_failure"),
    # round 80: a Triton compile error as a wrapper quotes its message, which starts at the kernel's line and column
    # (vLLM's "RuntimeError: Worker failed with error 'at 1:0:", the kernel's source on the next lines)
    ("triton_error", CAUSE, r"with error 'at [0-9]+:[0-9]+:"),
    # a JIT build that cannot run at serve time: Triton's launcher build needs a C compiler and Python's headers
    ("triton_error", CAUSE, r"failed to find c compiler"),
    # round 75: the C compiler itself broken as Inductor or Triton builds its launcher ("gcc: fatal error: cannot execute
    # 'cc1': execvp: No such file or directory"), as a compile that failed
    ("triton_error", CAUSE, r"^[ \t]*(gcc|cc|clang|g\+\+|c\+\+|[a-z0-9_]+-linux-gnu-gcc(-[0-9]+)?): fatal error: "),
    # the linker of Triton's launcher build cannot find the driver library (libcuda.so not on its path)
    ("triton_error", CAUSE, r"(^|[/ \t])ld: cannot find -lcuda([^a-z]|$)"),
    # (round 131: the same in a translated linker, its one word for "cannot find" before the library: "/usr/bin/ld: 找不到
    # -lcuda: 没有那个文件或目录"; not its "skipping incompatible ... when searching for -lcuda", words apart)
    ("triton_error", CAUSE, r"(^|[/ \t])ld: [^ \t:]+ -lcuda(:|[ \t]*$)"),
    ("triton_error", CAUSE, r"\.(c|cc|cpp|cu):[0-9]+:[0-9]+: fatal error: "),
    ("triton_error", CAUSE, r"calledprocesserror: command '\['[^']*/(gcc|cc|clang|g\+\+|nvcc|ptxas)'"),
    # a CUDA error that the process group's NCCL watchdog reports ("NCCL watchdog thread terminated with
    # exception: CUDA error: unknown error"): the GPU failed, the collective only noticed; the specific CUDA
    # labels above already win, this keeps the rest from reading as an NCCL failure
    ("cuda_error", CAUSE, r"(watchdog|processgroupnccl|nccl)[^:]*(:[^:]*)?: cuda error: "),
    # Vulkan's device lost, in ggml's words, the C++ binding's, and Mesa's RADV driver's ("The CS has been cancelled
    # because the context is lost")
    ("cuda_error", CAUSE, r"ggml_vulkan: device lost|vk::devicelosterror|errordevicelost"
                          r"|cs has been cancelled because the context is lost"),
    # ... and the binding's other exceptions, in its "vk::Class::call: ErrorWhat" words (round 51: a pipeline the
    # driver would not build, "vk::Device::createComputePipeline: ErrorUnknown", inside llama.cpp's "error loading
    # model"): the driver failed the call, whatever the loader says around it (its out-of-memory words win above)
    ("cuda_error", CAUSE, r"vk::[a-z]+(::[a-z0-9]+)+: error[a-z]+"),
    # a CUDA driver API call's CUresult in a library's own check ("[torch_memory_saver.cpp] CUresult error  result=1
    # file=... func=resume", round 54): 2 is CUDA_ERROR_OUT_OF_MEMORY, every other code a CUDA error
    ("cuda_oom", CAUSE, r"curesult error +result=2([^0-9]|$)"),
    ("cuda_error", CAUSE, r"curesult error +result=[0-9]+"),
    # torch's CUDA caching allocator could not ask NVML (a driver that stopped answering)
    ("cuda_error", CAUSE, r"nvml_success == r internal assert failed"),
    # other vendors' device runtimes, in their words: Intel's Unified Runtime, Ascend's ACL
    ("cuda_error", CAUSE, r"runtimeerror: ur error|acl stream synchronize failed"),
    # ... and torch_npu's own E lines for an ACL runtime call that failed ("NPUCachingAllocator.cpp:3009] Event:
    # aclrtSynchronizeEvent failed", round 51); aclrtMalloc's failure is cuda_oom above
    ("cuda_error", CAUSE, r"(^|[^a-z])aclrt[a-z]+ failed([^a-z]|$)"),
    # a CUDA runtime call named in a kernel library's own check ("cudaMemcpyBatchAsync failed. ... error=invalid
    # argument", sgl-kernel's KV transfer); one that names memory is cuda_oom by the rules above
    ("cuda_error", CAUSE, r"(^|[^a-z])cuda(memcpy|memset|malloc|free|stream|event|graph|launch|device|host|func)[a-z0-9_]*"
                          r" failed"),
    # round 65: an exception whose message is the CUDA runtime call that failed, its arguments after it
    # ("RuntimeError: cudaHostRegister(0x70a98bbe9000, 71397376) failed: invalid argument", ExLlamaV3's pinned buffer,
    # a pasted rich traceback wrapping "failed" onto the next line)
    ("cuda_error", CAUSE, r"(error|exception): cuda(memcpy|memset|malloc|free|stream|event|graph|launch|device|host|func)"
                          r"[a-z0-9_]*\([^)]*(\)|$)"),
    # torch_npu's report of an Ascend operator whose aclnn call failed ("NPU function error: call
    # aclnnFlashAttentionVarLenScore failed, error code is 161001"), before its "PTA call acl api failed"
    ("cuda_error", CAUSE, r"npu function error: call aclnn[a-z0-9_]* failed"),
    # round 75: ... in its RuntimeError's words ("RuntimeError: call aclnnQuantMatmulWeightNz failed, detail:E69999"),
    # CANN's own inner error ("AclNN_Inner_Error(EZ9999): Parse dynamic kernel config fail."), and the device's AI core
    # error report ("The error from device(0), ... there is an error of aicore, core id is 6, error code = ...")
    ("cuda_error", CAUSE, r"\bcall aclnn[a-z0-9_]* failed, detail:|aclnn_inner_error\(e[a-z][0-9]{4}\)"
                          r"|there is an error of (aivec|aicore|aic|aiv)\b"),
    # round 75: AWS Neuron's runtime that could not allocate a tensor on the device ("RuntimeError: nrt_tensor_allocate
    # status=4 message="Allocation Failure"")
    ("cuda_oom", CAUSE, r"nrt_[a-z_]*allocate[a-z_]* status=[0-9]+ .*allocation failure"),
    # round 87: ... and its driver layer's own words ("ERROR  TDRV:dmem_alloc_internal  Failed to alloc DEVICE memory:
    # 469762048"), as DJL Serving relays the worker's stderr
    ("cuda_oom", CAUSE, r"failed to alloc(ate)? device memory"),
    # source pass 21: AWS Neuron's runtime (NRT) and driver layer (TDRV) in their own layout ("2026-Dec-04
    # 05:00:14.091732 4260:4260 ERROR   NRT:nrt_init   Unable to determine Neuron Driver version. ..."). The runtime
    # could not start on the device: no driver, no device in the container, cores held by another process, cores left
    # running by a killed run ("Timestamp program stop timeout"), a NEFF with an operator this runtime does not know
    ("cuda_error", CAUSE, r"nrt:nrt_init +unable to determine neuron driver version"
                          r"|nrt:nrt_init +failed to initiali[sz]e devices"
                          r"|neuroncore\(s\) not available - requested:|error +tdrv:[a-z_]+ +no neuron device available"
                          r"|timestamp program stop timeout|unsupported hardware operator code [0-9]+ found in neff"
                          r"|no neuron cores detected on the host"),
    # ... its device memory (HBM) exhausted ("ERROR  TDRV:log_dev_mem  Failed to allocate 2.000GB (alignment: none,
    # usage: tensors) on ND 0:NC 0"); a gather/scatter DMA out of bounds (NRT_EXEC_OOB)
    ("cuda_oom", CAUSE, r"error +tdrv:log_dev_mem +failed to allocate"),
    # round 132: its model manager that could not load the compiled model onto the cores ("ERROR
    # NMGR:kmgr_load_nn_post_metrics  Failed to load NN: /tmp/.../model.neff, err: 10", "ERROR  NMGR:dlr_kelf_load
    # Failed to load mlaop"); its driver's error notifications from a core ("ERROR  TDRV:notification_consume_errors
    # Error notifications found on NC:0; ... error string:Event double set"); an inference the runtime failed, as
    # TensorFlow-Neuron relays it ("nrt::infer_wait failed with grpc status code 0, ...; nrt status code 1004"); and the
    # runtime daemon's answer that it could not allocate a resource ("NRTD response code 'NERR_RESOURCE' (4) The runtime
    # was unable to allocate a resource"), which opens the burst whose next line names the resource (device memory)
    ("model_load_error", CAUSE, r"nmgr:[a-z_]+\]? +failed to load (nn|mlaop|kelf|subgraph)\b"),
    ("cuda_error", CAUSE, r"tdrv:notification_consume_errors +error notifications found on nc"
                          r"|nrt::infer_wait failed with .*nrt status code [0-9]+"),
    ("cuda_error", BURST, r"nrtd response code 'nerr_[a-z_]+' \([0-9]+\)"),
    ("cuda_illegal_memory_access", CAUSE, r"\(indirect memory copy\), due to out-of-bound access"),
    # ... an execution that never completed before NEURON_RT_EXEC_TIMEOUT; a collective that never completed, or
    # collectives that cannot be set up at all (aws-neuronx-collectives' libnccom missing)
    ("hang", CAUSE, r"\(fatal-rt-undefined-state\) inference timeout"
                    r"|is stuck after all collectives operation have completed"),
    ("nccl_error", CAUSE, r"suspected hang in collectives operation|error opening libnccom\.so"),
    # ... its compiler (neuronx-cc) crashed or refused the traced graph ("ERROR 5127 [neuronx-cc]:  An Internal
    # Compiler Error has occurred", "[INTERNAL_ERROR] [NCC_ITEN406] Too many partition dimensions detected")
    ("triton_error", CAUSE, r"\[neuronx-cc\]: +an internal compiler error has occurred"
                            r"|\[internal_error\] \[ncc_[a-z]+[0-9]+\]"
                            # (round 116: vllm-neuron's report of the compiler's exit status, "RuntimeError: neuronx-cc
                            # compilation failed with 70. Check compiler logs.")
                            r"|neuronx-cc compilation failed with -?[0-9]+"),
    # ... and a precompiled model that does not fit what was asked: no cached export for this batch size, sequence
    # length and cores (optimum-neuron, TGI's Neuron entry point), one exported by another neuronx-cc, an architecture
    # with no Neuron implementation
    ("model_load_error", CAUSE, r"valueerror: no cached version found for |no compatible neuron config found"
                                r"|corresponds to a model exported using version [^ ]+ of the neuronxcc compiler, but"
                                r"|is not supported on neuron for now"),
    # source pass 22: Ascend's stack as vllm-ascend and torch_npu report it. ACL graph capture that failed (vllm-ascend
    # wraps the runtime's error code in "ACL graph capture failed with a known stream-resource exhaustion signature");
    # a card whose health check failed; an uncorrectable memory error (torch_npu's "UCE ERROR"); an NPU touched
    # before a fork, as CUDA's twin
    ("cuda_error", CAUSE, r"acl graph capture failed|npu card health status is not ok|runtimeerror: uce error\b"
                          r"|cannot re-?initiali[sz]e npu in forked subprocess"),
    # ... a vllm-ascend build for another SoC than the card's ("Current device type: AscendDeviceType.A3 does not
    # match the installed version's device type: AscendDeviceType.A2"): its kernels are not for this device
    ("no_kernel_image", CAUSE, r"does not match the installed version's device type"),
    # ... the collectives: the link between NPUs (HCCS) that failed, HCCL's retry of a failed collective that gave
    # up, the communicator's asynchronous error that the process-group watchdog found
    ("nccl_error", CAUSE, r"runtimeerror: hccs link error\b|hccl op retry failed|found hcclcomms vector [0-9]+ got"
                          r" error via hcclgetcommasyncerror"),
    # ... quantised checkpoints the Ascend and Gaudi plugins cannot load (ModelSlim's description file missing, a
    # quant type with no scheme, ModelOpt's and compressed-tensors' formats Gaudi does not take)
    ("model_load_error", CAUSE, r"modelslim quantization config not found|doesn't support quant_type=[a-z0-9_]+"
                                r"|unsupported modelopt [a-z0-9]+ quant_algo on gaudi"
                                r"|compressed format is not supported on hpu"),
    # ... a P/D KV staging pool that does not fit the device memory left (vllm-gaudi's NIXL connector: "[JOINT_KV]
    # staging pool needs 38.4 GiB (...) but only 12.7 GiB is free after weights + KV cache")
    ("cuda_oom", CAUSE, r"staging pool needs [0-9.]+ gib .* but only [0-9.]+ gib is free"),
    # ggml's other back ends: SYCL's device allocation that failed ("ggml_backend_sycl_buffer_type_alloc_buffer: can't
    # allocate 17179869184 Bytes of memory on device"); WebGPU's queue that timed out (GGML_ABORT) or a device lost;
    # Hexagon's DSP queue that failed
    ("cuda_oom", CAUSE, r"can't allocate [0-9]+ bytes of memory on device"),
    ("hang", CAUSE, r"ggml_webgpu: queue wait timed out after [0-9]+ ?ms"),
    ("cuda_error", CAUSE, r"ggml_webgpu: device lost\b|ggml_webgpu: queue work failed with status [0-9]+"
                          r"|ggml-hex: dspqueue_(read|write) failed"),
    # round 76: HCCL's own call that failed (an Ascend container's "HcclGetRootInfo(&hcclID), error code is 19");
    # exllamav3's all-reduce between tensor-parallel ranks, done on the CPU, that timed out ("RuntimeError: CPU reduce
    # wait timeout")
    ("nccl_error", CAUSE, r"\bhccl[a-z]+\(.*\), error code is [0-9]+|\bcpu reduce wait timeout\b"),
    ("cuda_error", CAUSE, r"memory critical error by agent"),  # ROCm's runtime (HSA) on a GPU memory fault
    # Kunlunxin's XPU runtime (its CUDA-like layer) on a kernel that faulted: "kl3ChannelCheckErrors failed, error set
    # to 66250, status= 700", "A kernel exception has occurred, please check dmesg for details."
    # (round 65: the same runtime's API call that failed on a context its device lost, "cuapiMemFree() failed in
    # cuiInitCheckCtx, Incompatible context or Context error, status= 700")
    ("cuda_error", CAUSE, r"channelcheckerrors failed|a kernel exception has occurred, please check dmesg"
                          r"|cuapi[a-z0-9_]*\(\) failed in cui"),
    # the Ascend device's own report of a core that faulted ("The error from device(chipId:5, dieId:0), ..., there is an
    # exception of aivec error, core id is 36, ..."); the extended info after it may name the fault: a DDR address out
    # of range for the memory-transfer engine is an illegal memory access
    ("cuda_illegal_memory_access", CAUSE, r"the ddr address of the mte instruction is out of range"),
    ("cuda_error", CAUSE, r"there is an exception of [a-z ]*(aivec|aicore|aic|aiv) error"),
    # torch_npu's warning for a failed call, glued to the runtime's "[Error]:" that follows it ("Warning: NPU warning,
    # error code is 507034[Error]:"): the device's failure, first reported here
    ("cuda_error", CAUSE, r"npu warning, error code is [0-9]+\[error\]"),
    # round 100: an engine's own check of an Ascend runtime (ACL) call that failed ("[FATAL]  Acl return error
    # .../attention.cc:140, with ERROR 561103", KsanaLLM)
    ("cuda_error", CAUSE, r"\bacl return error\b.*, with error [0-9]+"),
    # device memory of other accelerators, in their runtimes' words: Gaudi's PyTorch bridge ("FATAL ERROR ::
    # MODULE:PT_DEVMEM Allocation failed for size::..."), XLA on TPU ("RESOURCE_EXHAUSTED: Error allocating device
    # buffer", "... Ran out of memory in memory space hbm", "Allocation (size=N) would exceed memory (size=M)"), and
    # vLLM's TPU worker whose weights already pass its memory cap ("total_hbm_used_gb=... exceeds total_hbm_limit_cap_gb"),
    # and a compiled program XLA could not reserve device memory for (round 47: "RESOURCE_EXHAUSTED: Error loading
    # program 'jit__multi_slice': Attempting to reserve 6.14G at the bottom of memory. That was not possible.")
    ("cuda_oom", CAUSE, r"module:pt_devmem allocation failed|resource_exhausted: .{0,60}(hbm|device buffer|out of memory)"
                        r"|resource_exhausted: error loading program:? .{0,200}attempting to reserve [0-9.]+[kmgt]"
                        r"|allocation \(size=[0-9]+\) would exceed memory|total_hbm_used_gb=[0-9.]+gib exceeds"),
    # round 74: a TPU another process holds (JAX: "Unable to initialize backend 'tpu': ABORTED: The TPU is already in use
    # by process with pid 2718466"), as CUDA's "busy or unavailable"; a Pallas kernel that Mosaic, its TPU compiler,
    # could not compile ("ValueError: Mosaic failed to compile TPU kernel: Not Implemented: ..."), as a Triton kernel's
    ("cuda_error", CAUSE, r"the tpu is already in use by process"),
    ("triton_error", CAUSE, r"mosaic failed to compile tpu kernel"),
    # round 75: a kernel header's own check that this GPU's architecture has no kernel (FlashInfer's TRT-LLM FMHA:
    # "Error in function 'TllmGenFmhaRunner' at .../fmhaRunner.cuh:30: Unsupported architecture"); not a model's
    # architecture ("Unsupported architecture: XForCausalLM" has no source location before it)
    ("no_kernel_image", CAUSE, r"\.(cuh|cu|h|hpp|cpp):[0-9]+: unsupported architecture"),
    # Intel Gaudi's (Habana's) runtime: the PyTorch bridge's "FATAL ERROR :: MODULE:PT_LAZY ...", SynapseAI's status
    # ("synStatus=26 [Generic failure] Device acquire failed", "Graph compile failed. synStatus=synStatus 26 [...]")
    ("cuda_error", CAUSE, r"fatal error :: module:[a-z_]+|synstatus[= ]+(synstatus )?[0-9]+ \["),
    # ... and its graph compiler's first error of such a failure, a TPC kernel it could not load for a node
    ("cuda_error", CAUSE, r"failed to load tpc kernel for node"),
    ("nccl_error", CAUSE, r"nccl error([^s]|$)"),
    ("nccl_error", CAUSE, r"function error: hccl[a-z]*(\(.*\))?, error code"),  # Ascend's collectives (HCCL), NCCL's peer
    # round 58: torch_npu's distributed layer reporting that an HCCL call failed ("ERR02200 DIST call hccl api failed."),
    # before the CANN runtime's inner error that says which call
    ("nccl_error", CAUSE, r"dist call hccl api failed"),
    # round 65: Kunlunxin's collectives (XCCL) reporting a set-up step that failed ("[XCCL][util.cpp:346] dev 0
    # addr_window not properly set", "[XCCL][init.cpp:1227] host ... addr_window check failed")
    ("nccl_error", CAUSE, r"^\[xccl\]\[[a-z_0-9]+\.(c|cc|cpp|h|hpp):[0-9]+\] .*(fail|not properly set|error|timed? ?out)"),
    # torch_npu's report of any other ACL runtime call that failed ("NPU function error:
    # c10_npu::acl::AclrtSynchronizeStreamWithTimeout(copy_stream), error code is 107027"): the device's runtime
    ("cuda_error", CAUSE, r"npu function error: .*, error code is [0-9]+"),
    ("nccl_error", CAUSE, r"nccl(system|internal|remote|unhandledcuda|invalidusage|invalidargument)error"),
    # NCCL's own words for a failed call's return code, printed by a caller's CUDA check (ggml's tensor split:
    # "CUDA error: unhandled cuda error (run with NCCL_DEBUG=INFO for details)" after ncclGroupEnd())
    ("nccl_error", CAUSE, r"error \(run with nccl_debug=info for details\)"),
    ("nccl_error", CAUSE, r"watchdog caught collective operation timeout"),
    # gloo's monitored barrier (the ranks' start-up check): a rank that got errors from, or never heard from, another
    ("nccl_error", CAUSE, r"monitoredbarrier, but received errors|failed to pass monitoredbarrier"),
    # torch's collective check (TORCH_DISTRIBUTED_DEBUG=DETAIL): the ranks called different collectives ("Detected
    # mismatch between collectives on ranks. Rank 13 is running collective: ..."), whatever reported it (SGLang's
    # "Capture cuda graph failed: ...")
    ("nccl_error", CAUSE, r"detected mismatch between collectives on ranks"),
    ("nccl_error", CAUSE, r"processgroupnccl.*watchdog"),
    # (round 87: torch_npu's HCCL watchdog, "[Rank 3] HCCL watchdog thread terminated with exception:", its error on the
    # next line: the collective layer's own death report, as NCCL's)
    ("nccl_error", CAUSE, r"hccl watchdog thread terminated with exception"),
    # the c10d heartbeat monitor found the NCCL watchdog itself stuck and ends the process (its exit message names
    # the watchdog): the collective layer gave up, as with the watchdog's own timeout
    ("nccl_error", CAUSE, r"heartbeat monitor timed out"),
    ("nccl_error", CAUSE, r"distbackenderror"),
    # round 64: the c10d store's deadline for the other ranks to join ("DistStoreError: Timed out after 601 seconds
    # waiting for clients. 1/4 clients joined."): a wait that ran out, before any collective (both readers of
    # heldout235/23510)
    ("hang", CAUSE, r"diststoreerror: timed out after [0-9]+ seconds waiting for clients"),
    ("nccl_error", CAUSE, r"diststoreerror"),  # the c10d store: the other ranks could not reach it
    # ... its network error to another rank or the store ("DistNetworkError: failed to recv, got 0 bytes", "... The
    # client socket has timed out after 600000ms while trying to connect to (10.0.0.7, 5000)"; its server socket that
    # cannot listen, EADDRINUSE, is a port in use), and gloo's TCP pair
    # whose peer went away ("[.../gloo/transport/tcp/pair.cc:534] Connection closed by peer [10.0.0.8]:48231")
    ("nccl_error", CAUSE, r"distnetworkerror: (failed to (recv|send)|the client socket has timed out|connection (reset"
                          r"|closed))|gloo/transport/[a-z_/]+\.cc:[0-9]+\] (connection|read error|timed out)"),
    # ... and gloo that could not connect its ranks at all (round 48: "[E ProcessGroupGloo.cpp:144] Gloo
    # connectFullMesh failed with [.../gloo/transport/tcp/pair.cc:144] no error")
    ("nccl_error", CAUSE, r"gloo connectfullmesh failed"),
    # ... and gloo's own check that failed in its transport (round 79: "RuntimeError: [enforce fail at
    # ../third_party/gloo/gloo/transport/tcp/device.cc:83] ifa != nullptr. Unable to find address for: eth0", a
    # GLOO_SOCKET_IFNAME that names no interface of this node)
    ("nccl_error", CAUSE, r"\[enforce fail at [^]]*gloo/transport/[a-z_/]+\.cc:[0-9]+\]"),
    # ... and its client's socket that waited out the store's timeout for them ("[c10d] waitForInput: socket
    # SocketImpl(...) timed out after 1800000ms", logged as a warning just before the exception it raises)
    ("nccl_error", CAUSE, r"\[c10d\] [a-z_]+: socket .* timed out after [0-9]+ ?ms"),
    # round 101: HCCL's communication errors in CANN's coded form ("Communication_Error_Get_Socket(EI0006): Getting
    # socket times out"); NVSHMEM (DeepEP's transport) used before its set-up finished on every rank
    # round 118: NVSHMEM's transport (DeepEP's) that could not set up its InfiniBand queues or device resources
    # (".../nvshmem/src/modules/transport/ibrc/ibrc.cpp:420: non-zero status: 22 ibv_modify_qp failed", "ibgda.cpp:1889:
    # NULL value cannot allocate mlx5dv_devx_uar"): the collective transport failed
    ("nccl_error", CAUSE, r"/nvshmem/src/modules/transport/[a-z0-9_]+/[a-z0-9_]+\.cpp:[0-9]+: (non-zero status|null value"
                          r" cannot allocate)"),
    ("nccl_error", CAUSE, r"communication_error_[a-z_]*\(ei[0-9]{4}\)|nvshmem api called before nvshmem initialization"
                          r" has completed"),
    # source pass 20: DeepEP's wrapped NCCL failure ("NCCL exception (csrc/kernels/backend/nccl.cu:37): 2 (...)"); not
    # UCX's ERROR lines or NIXL's backend error, which the labelled sets read as the exits they lead to
    ("nccl_error", CAUSE, r"\bnccl exception \("),
    ("nccl_error", CAUSE, r"nccl[a-z]* failed"),
    ("nccl_error", CAUSE, r"nccl communicator was aborted"),
    # a rank that could not get the communicator's id from rank 0 through the c10d store (rank 0 went away)
    ("nccl_error", CAUSE, r"setting up nccl communicator and retrieving nccluniqueid .*got error"),
    ("cuda_error", CAUSE, r"cuda error([^s]|$)"),
    ("cuda_error", CAUSE, r"cuda: error-? "),  # Triton's older launcher: "CUDA: Error- invalid source"
    # a custom op's launch check (TGI's and vLLM's ROCm kernels; sgl-kernel's "moe_sum_reduce CUDA kernel launch failed")
    ("cuda_error", CAUSE, r"cuda kernel failed|cuda kernel [^:]{0,40}launch failed"),
    ("cuda_error", CAUSE, r"cuda (runtime|driver) error"),
    ("cuda_error", CAUSE, r"cudaerror[a-z]+"),
    ("cuda_error", CAUSE, r"cuda_error_[a-z]+"),
    ("cuda_error", CAUSE, r"cnmem_status_cuda_error"),  # the CNMeM memory pool (Triton Inference Server)
    (
        "cuda_error",
        CAUSE,
        r"(cublas|cublaslt|cudnn|cusparse|cufft|cusolver|curand)_status_(execution_failed|internal_error"
        r"|not_supported|arch_mismatch|invalid_value|not_initialized|mapping_error|bad_param|license_error"
        r"|runtime_prerequisite_missing|version_mismatch|not_permitted|invalid_type|invalid_plan|exec_failed)",
    ),
    # a GPU math library's failure in its own or a framework's words (ggml: "cuBLAS error 15 at file:line")
    ("cuda_error", CAUSE, r"(cublas|cublaslt|cudnn|cusparse|cufft|cusolver|curand) (error|failure)"),
    ("cuda_error", CAUSE, r"(failed to|could not|couldn't|unable to) create (a )?(cublas|cudnn)(lt)? handle"),
    # round 133: cuDNN's frontend that found no engine for a convolution (a vision encoder's conv3d; torch:
    # "RuntimeError: GET was unable to find an engine to execute this computation")
    ("cuda_error", CAUSE, r"get was unable to find an engine to execute this computation"),
    # round 134: a GPU runtime library that cannot be loaded, in TVM's check (MLC's Android app: "TVMError:
    # InternalError: Check failed: (m_libHandler != nullptr) is false: Error! Cannot open libOpenCL!"), as a CUDA
    # library that cannot be loaded is
    ("cuda_error", CAUSE, r"cannot open libopencl\b"),
    ("cuda_error", CAUSE, r"error: no cuda gpus are available"),
    ("cuda_error", CAUSE, r"error: found no nvidia driver"),
    ("cuda_error", CAUSE, r"cuda driver initialization failed"),
    # a CUDA runtime call that failed while CUDA was being set up (torch's device count, a fork)
    ("cuda_error", CAUSE, r"error from cuda[a-z]+\("),
    ("cuda_error", CAUSE, r"cannot re-?initiali[sz]e cuda"),
    # no usable CUDA at all: vLLM's platform detection found none, a CPU-only torch, Triton's driver lookup, the
    # toolkit's stub libcuda (for linking only) loaded instead of the driver's
    ("cuda_error", CAUSE, r"failed to infer device type|torch not compiled with cuda enabled|libcuda\.so cannot (be )?found"
                          r"|cuda driver is a stub library"),
    ("cuda_error", CAUSE, r"driver (on your system )?is too old|driver version is insufficient"),
    ("cuda_error", CAUSE, r"cuda unknown error|driver/library version mismatch|fallen off the bus"),
    # the driver's or CUDA's own library is missing: nothing can use the GPU
    # (also after the "[address=..., pid=...]" an Xinference actor's error puts before it)
    ("cuda_error", CAUSE, r"((importerror|oserror)|[':\]]) lib(cuda|cudart|cublas|cublaslt|cudnn|nvidia-ml)[a-z0-9_.-]*: "
                          r"cannot open shared object"),
    # round 96: bitsandbytes' setup that found no usable CUDA runtime ("CUDA SETUP: CUDA detection failed. Either CUDA
    # driver not installed, ..."): its exception follows, and the quantized model cannot be used
    ("cuda_error", CAUSE, r"^[ \t]*cuda setup: cuda detection failed"),
    # a GPU the user asked for that the program cannot use (llamafile's --gpu)
    ("cuda_error", CAUSE, r"support for --gpu [a-z]+ [a-z ]*requested, but it (wasn't|was not|isn't) available"),
    # the dynamic loader found the library but could not map it (a virtual-memory limit: "libnccl.so.2: failed to map
    # segment from shared object", round 52 on the H100) or it is not one it can load: the program never started, an
    # exit, not a missing model or CUDA library (both readers)
    ("exited", CAUSE, r"error while loading shared librar(y|ies): [^ ]+: (failed to map segment|cannot allocate memory"
                      r"|wrong elf class|file too short|invalid elf header|cannot read file data)"),
    # ... or whose C library is older than the one the program was built against ("/lib/aarch64-linux-gnu/libm.so.6:
    # version `GLIBC_2.38' not found (required by llama-server)", round 53), in the loader's own "program: library:"
    # words (vLLM's warning that quotes it from an optional extension's ImportError goes on)
    # (round 96: a library's own version tag, "libcublas.so.11: version `libcublas.so.11' not found (required by
    # .../ollama_llama_server)", a host CUDA library that shadows the bundled one, as well; behind the journal's
    # short-monotonic prefix, "[  196.319131] amd ollama[2303]: ", a wrapper since the thirtieth session)
    ("exited", CAUSE, r"^[ \t]*[^ ]+: [^ ]+: version `[^']+' not found \(required by "),
    # round 75: ... and Python's OSError for it, before the OSError rule reads a load failure ("OSError: /lib/x86_64-
    # linux-gnu/libc.so.6: version `GLIBC_2.32' not found (required by .../flashinfer/.../sampling.so)")
    # (raised: vLLM's warning that its _C would not import, 'ImportError("... GLIBC_2.32\' not found ...")', goes on)
    ("exited", CAUSE, r"(oserror|importerror): [^ ]+: version `glibc(xx)?_[0-9.]+' not found"),
    # the dynamic loader cannot find a CUDA library the program needs: nothing can use the GPU
    ("cuda_error", CAUSE, r"error while loading shared librar(y|ies): lib(cuda|cudart|cublas|cublaslt|cudnn|nvidia-ml|nccl)"
                          r"[a-z0-9_.-]*: cannot open"),
    # the container runtime could not give the server a GPU (NVIDIA container toolkit, docker --gpus)
    ("cuda_error", CAUSE, r"nvidia-container-cli: .*error|could not select device driver .*capabilities: \[\[gpu\]\]"),
    # AMD's runtime reports its errors as ggml and torch report CUDA's (HIP/ROCm builds)
    ("cuda_error", CAUSE, r"(^|[^a-z])(rocm|hip) error([^s]|$)|hiperror[a-z]+|hip_error_[a-z]+|hsa_status_error_[a-z_]+"),
    # ggml's other GPU back-ends report a runtime failure in the same words ("CANN error: ...", "MUSA error: ...",
    # "SYCL error: ..."; ggml-cann.cpp:67: CANN error)
    ("cuda_error", CAUSE, r"(^|[^a-z])(cann|musa|sycl) error([^s]|$)"),
    # the other GPU runtimes' own failures (a knowledge pass of round 30, before its logs were read): Vulkan and Metal
    # pipelines that cannot be built, OpenCL's kernel build and enqueue errors, Ascend's ACL/PTA inner errors and
    # streams, AMD's SMI finding no driver
    # (round 101: an older ggml-metal's own report that the library did not build, "ggml_metal_init: error: Error
    # Domain=MTLLibraryErrorDomain Code=3 ...")
    # (round 108: newer ggml-metal's device set-up, as ollama's Metal runner prints it: "ggml_metal_device_init: error:
    # failed to create library")
    # (source pass 20: ROCm's HSA runtime on a GPU it found hung, "HW Exception by GPU node-1 (Agent handle: ...)
    # reason :GPU Hang"; CUTLASS's launch check, "CUTLASS error (.../flash_fwd_launch_template.h:189): Error Internal")
    ("cuda_error", CAUSE, r"hw exception by gpu node-[0-9]+|\bcutlass error \("),
    ("cuda_error", CAUSE, r"ggml_vulkan: compute pipeline creation failed|ggml_metal_library_compile: error compiling"
                          r"|ggml_metal_init: error: |ggml_metal_device_init: error: failed to create library"
                          r"|ggml_opencl: .*(kernel compile error|error -?[0-9]+ at )"),
    # (round 106: torch_npu's own sentence after an NPU runtime error, relayed by the engine's loop when the error itself
    # was printed before: "Engine loop failed with error: The Inner error is reported as above. The process exits for
    # this inner error, and the current working operator name is ...")
    ("cuda_error", CAUSE, r"(ez|ee|eh)9999: inner error|err[0-9]{5} pta call acl api failed|stream resources are insufficient"
                          r"|amdsmi_status_driver_not_loaded|the inner error is reported as above"
                          # round 114: its task queue's own report of it, in CANN's log ("MakeSureQueueEmpty:343:
                          # "[PTA]:"Inner error happened with CAN_EXIT status, detail: ...")
                          r"|inner error happened with can_exit status"),
    # CUDA that failed when torch first used it (its lazy initialisation), whatever the check that failed
    ("cuda_error", CAUSE, r"deferredcudacallerror|cuda call failed lazily at initiali[sz]ation"),
    # a CUDA check macro's report "Failed: <file>.cuh:<line> '<CUDA's error string>'" (vLLM's custom all-reduce)
    ("cuda_error", CAUSE, r"failed: (cuda error )?[^ ]+\.(cuh?|cpp|h):[0-9]+ '"),
    # and Intel's (SYCL over Level Zero): "Native API failed. Native API returns: 20 (UR_RESULT_ERROR_DEVICE_LOST)"
    ("cuda_error", CAUSE, r"(^|[^a-z])sycl error([^s]|$)|native api failed\. native api returns|ur_result_error_device_lost"),
    # round 47: a CUTLASS kernel's run that failed, with CUTLASS's status string (LoRAX's punica SGMV kernel:
    # "sgmv_cutlass gemm.run failed: Error Internal"); one that could not get its memory is the memory's
    ("cuda_oom", CAUSE, r"(cutlass|gemm)[a-z_.]*( [a-z_.]+)? failed: error memory allocation"),
    ("cuda_error", CAUSE, r"(cutlass|gemm)[a-z_.]*( [a-z_.]+)? failed: error (internal|misaligned operand|invalid (data"
                          r" type|layout|problem|status)|not supported|workspace null|arch mismatch|insufficient driver)"),
    # PyTorch's XPU back end relays the Unified Runtime's code for a failed Level Zero call ("level_zero
    # backend failed with error: 40 (UR_RESULT_ERROR_OUT_OF_RESOURCES)"); a device memory code is the memory's
    ("cuda_oom", CAUSE, r"backend failed with error: [0-9]+ \(ur_result_error_out_of_device_memory\)"),
    ("cuda_error", CAUSE, r"level_zero backend failed with error: [0-9]+ \(ur_result_error_[a-z_]+\)"),
    # the older SYCL runtime's (PI's) error codes, as ggml-sycl's exception handler reports them
    ("cuda_error", CAUSE, r"\(pi_error_[a-z_]+\) ?exception caught at file:"),
    # Go's os/exec report of a signal (ollama's runner): after the CUDA causes, which win when the same line names one
    # ("... signal: aborted (core dumped) CUDA error: CUBLAS_STATUS_EXECUTION_FAILED")
    ("fatal_signal", CAUSE, r"signal: (illegal ins|segmentation f|aborted|bus error|floating point)"),
    # a generic report of a failed GPU op, printed just before the CUDA error it names (the burst rule)
    ("cuda_error", BURST, r"_cuda_compute_forward: [a-z_0-9]+ failed"),  # (a paste may cut its first letters)
    ("cuda_error", BURST, r"encountered an error in forward function"),
    # round 112: torch's sentence that follows every CUDA error's message ("CUDA kernel errors might be asynchronously
    # reported at some other API call, so the stacktrace below might be incorrect."), the message itself cut off or
    # printed before the excerpt: a CUDA error happened; a specific one named next names it
    ("cuda_error", CAUSE, r"cuda kernel errors might be asynchronously reported at some other api call"),
    ("cuda_error", BURST, METAL_COMMAND_FAILED),  # ggml-metal, before Metal's error
    # round 69: Tenstorrent's tt-metal check that failed ("TT_FATAL @ .../bank_manager.cpp:462: false", then "info:"
    # and its message, "Out of Memory: Not enough space to allocate ..."): the generic line opens what the next lines
    # name
    # (round 80: also raised into Python as it is, "RuntimeError: TT_THROW @ .../bank_manager.cpp:141: tt::exception")
    ("cuda_error", BURST, r"(^[ \t]*|error: )tt_(fatal|throw) @ "),
    # round 80: BLAS's own report that a call got a bad argument ("** On entry to SGEMM  parameter number 13 had an
    # illegal value", cuBLAS's xerbla), just before ggml's "cuBLAS error 7 at ...": it opens the error after it (alone
    # it is no event: a CPU BLAS prints it too, and a caller may go on)
    ("cuda_error", PRECURSOR, r"on entry to [a-z0-9_]+ +parameter number [0-9]+ had an illegal value"),
    # round 81: the NPU runtimes of small boards (Rockchip's RKNN and RKLLM) and Qualcomm's DSP call layer report their
    # accelerator's failures in their own words: memory the NPU could not give ("E RKNN: failed to malloc npu memory,
    # size: 3085697024"), a device or driver it could not open ("failed to open rknpu module, need to insmod rknpu
    # driver!"), a kernel that failed ("E rkllm: matmul(w8a8) run failed"), the platform it could not identify ("Query
    # platform error!"), a remote call to the DSP that failed ("remote_handle64_invoke failed for handle 0x0")
    ("cuda_oom", CAUSE, r"failed to (malloc|alloc(ate)?) npu memory"),
    # (round 124: a handle the NPU driver could not allocate for want of memory, "failed to allocate handle, ret: -1,
    # errno: 12, errstr: Cannot allocate memory", names the NPU's memory itself, whatever comes after it)
    ("cuda_oom", CAUSE, r"^e rknn: (\[[0-9:.]+\] )?failed to allocate handle\b.*(errno: 12\b|cannot allocate memory)"),
    ("cuda_error", CAUSE, r"^e rknn: (\[[0-9:.]+\] )?failed to (allocate handle|open rknpu|open rknn device|submit)"),
    ("cuda_error", CAUSE, r"^e rkllm: .*\brun failed|^query platform error"),
    ("cuda_error", CAUSE, r"remote_handle(64)?_(invoke|open) failed"),
    # round 81: NVML that would not start (a driver and library that do not match, no driver in the container), and
    # TensorRT's report of the CUDA runtime's error in its own words ("Error Code 1: Cuda Runtime (driver shutting
    # down)"; an error the rules before name, an illegal access or no memory, is theirs)
    ("cuda_error", CAUSE, r"failed to initiali[sz]e nvml"),
    # round 126: NVML's own exception raised to Python (vLLM's "pynvml.NVMLError_InvalidArgument: Invalid Argument" from
    # its device lookup), and CUDA's error 802 ("cudaGetDeviceCount() ... Error 802: system not yet initialized", an
    # NVSwitch system whose fabric manager is not running): the driver refused the device
    ("cuda_error", CAUSE, r"\bnvmlerror_[a-z]+: |system not yet initiali[sz]ed"),
    # round 127: the Ascend runtime's own error code line for a copy it refused (a graph capture's: "EE9999 ...
    # rtMemcpy execution failed, reason=the current capture mode does not support this operation"): the device's
    # error, at its first line
    ("cuda_error", CAUSE, r"\brt[a-z]+ execution failed, reason="),
    # (not an operation it refused, "(operation not permitted when stream is capturing)", a CUDA graph's capture that
    # TensorRT goes on without, as a healthy real log does; RE2 has no lookahead, hence the spelled-out prefix)
    ("cuda_error", CAUSE, r"error code [0-9]+: cuda runtime \(([^o]|o[^p]|op[^e])"),
    # round 81: OpenCL's code for a device that ran out of what a command needed (OpenVINO's GPU plugin: "[GPU]
    # clFinish, error code: -5 CL_OUT_OF_RESOURCES"), and OpenVINO's exception header ("... generation failed:
    # Exception from src/inference/src/cpp/infer_request.cpp:224:"), whose message comes on the next lines
    ("cuda_error", CAUSE, r"cl_out_of_resources"),
    # round 93: the other status codes of OpenCL and Vulkan in their C spelling, as TVM's runtime (MLC-LLM) and WebLLM
    # print them: the device's memory ("VK_ERROR_OUT_OF_DEVICE_MEMORY", "CL_MEM_OBJECT_ALLOCATION_FAILURE"), the host's
    # ("CL_OUT_OF_HOST_MEMORY": the driver could not get host memory, as an allocator that cannot), and any other code
    # in TVM's "OpenCL Error, code=-61: CL_INVALID_BUFFER_SIZE" (the runtime's own error, not the check that aborts on it)
    ("cuda_oom", CAUSE, r"vk_error_out_of_device_memory|cl_mem_object_allocation_failure"),
    ("killed_oom_host", CAUSE, r"cl_out_of_host_memory|vk_error_out_of_host_memory"),
    ("cuda_error", CAUSE, r"opencl error, code=-?[0-9]+: cl_[a-z_]+"),
    ("cuda_error", BURST, r"exception from src/[a-z0-9_/]+\.cpp:[0-9]+:[ \t]*$"),
    # round 81: an InfiniBand device's completion with an error (mlx5's "got completion with error:", during an RL
    # trainer's weight broadcast to its engines): the collective's transport failed
    ("nccl_error", CAUSE, r"mlx5: [a-z0-9_.-]+: got completion with error"),
    # round 58: torch.compile's wrapper of what its back end raised ("torch._dynamo.exc.BackendCompilerFailed:
    # backend='inductor' raised:", then "CalledProcessError: Command '['gcc', ...main.c ...]'"): it opens whatever
    # failure the next lines name
    ("triton_error", BURST, r"backendcompilerfailed: backend='[a-z_]+' raised:"),
    # Metal's own words for a command buffer that failed (MLX, ggml-metal through libc++'s abort: "[METAL] Command
    # buffer execution failed: Impacting Interactivity (...)", the GPU watchdog); its "Insufficient Memory" is read as
    # device memory by the rules before
    # (round 121: its "Insufficient Memory" named in the same line, as MLX's or ggml-metal's uncaught exception says it:
    # "libc++abi: terminating due to uncaught exception of type std::runtime_error: [METAL] Command buffer execution
    # failed: Insufficient Memory": the GPU's memory ran out)
    ("cuda_oom", CAUSE, r"\[metal\] command buffer execution failed: insufficient memory"),
    # round 121: MLX's Metal device that has no kernel of that name in its library ("RuntimeError: [metal::Device] Unable
    # to load kernel affine_qmm_t_nax_bfloat16_t_gs_64_b_4_...", an M5 kernel the shipped library lacks): no kernel for
    # this GPU
    ("no_kernel_image", CAUSE, r"\[metal::device\] unable to load kernel"),
    # round 121: LM Studio's guardrail refusing a load the machine's memory cannot hold ("Error: Model loading aborted due
    # to insufficient system resources. Overloading the system will likely cause it to freeze."): nothing ran out, the
    # model was not loaded
    ("model_load_error", CAUSE, r"model loading aborted due to insufficient system resources"),
    ("cuda_error", CAUSE, r"\[metal\] command buffer execution failed"),
    # ... and ggml-metal's own line for the command buffer's error after "command buffer N failed with status 5"
    # ("error: Insufficient Memory (00000008:kIOGPUCommandBufferCallbackErrorOutOfMemory)"): the GPU's memory ran out
    ("cuda_oom", CAUSE, r"(^|[ \t\]])error: insufficient memory([ \t(]|$)"),
    # ggml-sycl's report of the exception it caught, just before the SYCL error it names ("Exception caught at
    # file:/src/ggml-sycl.cpp, line:3438, func:operator()", then "SYCL error: CHECK_TRY_ERROR(...)")
    ("cuda_error", BURST, r"exception caught at file:[^ ]*ggml-sycl"),
    # ggml-metal's shader library that did not build for this macOS (its compiler's own error, just before, names why:
    # "program_source:2837:...: error: ...", or in a Metal framework header it includes)
    ("cuda_error", CAUSE, r"ggml_metal_init: error: failed to initiali[sz]e the metal library"),
    # ... in newer ggml's words, Metal's own error first ("ggml_metal_library_init: error: Error
    # Domain=MTLLibraryErrorDomain Code=3", then the compiler's error in a framework header, round 64)
    ("cuda_error", CAUSE, r"ggml_metal_library_init: error: "),
    # llama.cpp's context that could not start its Metal backend: a load failure (issue 17's family 4), unless the
    # shader compiler's own error came just before it (a precursor: the GPU's failure)
    ("model_load_error", LOAD, r"failed to initiali[sz]e metal backend"),
    ("cuda_error", PRECURSOR, r"(program_source|\.metal|metalperformanceprimitives[^:]*):[0-9]+:[0-9]+: error: "),
    # Triton Inference Server's model lifecycle: "failed to load 'tensorrt_llm'" (no reason on the line), just before
    # the repository manager's line that says why
    ("model_load_error", BURST, r"model_lifecycle\.cc:[0-9]+\] failed to load '[^']+'[ \t]*$"),
    # its repository manager's own account ("ensemble 'e' depends on 'tensorrt_llm' which has no loaded version. Model
    # 'tensorrt_llm' loading failed with error: ...")
    ("model_load_error", CAUSE, r"model '[^']+' loading failed with error"),
    # a start-up environment check that failed and exits (lmdeploy's "<CUDA> check failed!"): the line after it
    # names what (a bare "cuda is not available." is cuda_error; anything else leaves the exit generic)
    ("exited", BURST, r"<[a-z0-9_ ]+> check failed"),
    # round 65: a Rust main's report of the step that failed ("Error: Could not create backend", text-embeddings-
    # inference), its cause under "Caused by:" just after: the report names the failure first, the cause the label
    ("exited", BURST, r"^error: could not (create|start) [a-z ]*backend[ \t]*$"),
    # round 71: its router's own words for a backend that stopped answering ("Error: Model backend is not healthy",
    # then "Caused by:" and "DriverError(CUDA_ERROR_OUT_OF_MEMORY, ...)")
    ("exited", BURST, r"^error: model backend is not healthy[ \t]*$"),
    # round 118: torch.distributed's store whose listen failed, its message wrapped before what it met ("DistNetworkError:
    # The server socket has failed to listen on any local", then "network address. port: 45623, ..., name: EADDRINUSE,
    # message: address already in use"): the wrapped line opens the failure its next line names
    ("exited", BURST, r"the server socket has failed to listen on any( local)?[ \t]*$"),
    # round 118: the Ascend driver's failed memory creation just before the allocator's out-of-memory error it caused
    # ("[drv api]halMemCreate failed drvRetCode=17, size=20971520(bytes), ... desc=[driver error:internal error]", then
    # "torch.OutOfMemoryError: ... NPU function error: aclrtMallocPhysical"): the driver's line opens it
    ("cuda_error", BURST, r"\[drv api\] ?halmemcreate failed"),
    # round 66: candle's internal error as a Rust main's last words (mistral.rs: "Error: internal error 'F8E4M3 not
    # supported in CUDA backend'")
    ("exited", EXCEPTION, r"^error: internal error '"),
    # round 81: .NET's last words for an exception nothing caught ("Unhandled exception. Microsoft.ML.OnnxRuntimeGenAI.
    # OnnxRuntimeGenAIException: ..."), and a Rust program's panic as color-eyre reports it ("The application panicked
    # (crashed).", then "Message:" and "Location:"): a cause on the lines after the header names the label
    ("exited", EXCEPTION, r"^unhandled exception\. [a-z_][a-z0-9_.]*(exception|error): "),
    ("exited", BURST, r"the application panicked \(crashed\)"),
    ("cuda_error", CAUSE, r"^[ \t]*cuda is not available\.?[ \t]*$"),
    ("context_length_exceeded", REQUEST, r"maximum context length"),
    # round 120: colibri's API refusing a prompt its context cannot hold ("[API] prompt does not fit: >=4095 token, context
    # is 4094 (CTX=4096)")
    ("context_length_exceeded", REQUEST, r"prompt does not fit: >=?[0-9]+ tokens?, context is [0-9]+"),
    # round 66: vLLM's "This model's maximum context length is N tokens" cut after "maximum" (a paste's last line)
    ("context_length_exceeded", REQUEST, r"this model's maximum[ \t]*$"),
    # (a client's echo of the error body may escape its apostrophe: "model\'s", round 53)
    ("context_length_exceeded", REQUEST, r"longer than the model\\?'s context length"),
    ("context_length_exceeded", REQUEST, r"exceeds the available context size"),
    ("context_length_exceeded", REQUEST, r"larger than the max context size"),
    ("context_length_exceeded", REQUEST, r"exceed_context_size_error"),
    # lmdeploy's engine finishing a session it refused for its input's length ("ResponseType.INPUT_LENGTH_ERROR")
    ("context_length_exceeded", REQUEST, r"responsetype\.input_length_error"),
    ("context_length_exceeded", REQUEST, r"context_length_exceeded"),
    ("context_length_exceeded", REQUEST, r"cannot be greater than max_model_len"),
    ("context_length_exceeded", REQUEST, r"longer than the maximum model length"),
    ("context_length_exceeded", REQUEST, r"sum of prompt length .* should not exceed max_(num_tokens|seq_len)"),  # TRT-LLM
    # round 105: TensorRT-LLM's executor that deduced no room for the output ("`default_max_tokens` (-93) must be greater
    # than 0, `default_max_tokens` (-93) = max_seq_len (16385) - `splited_prompt_len` (16478) - ...")
    ("context_length_exceeded", REQUEST, r"default_max_tokens.? \(-?[0-9]+\) must be greater than 0"),
    ("context_length_exceeded", REQUEST, r"prompt exceeds the kv memory budget"),  # SGLang: no room in its KV pool
    ("context_length_exceeded", REQUEST, r"tokens over the model maximum length"),  # mistral.rs truncates the prompt
    ("context_length_exceeded", REQUEST, r"input prompt \([0-9]+ tokens\) is too long"),  # vLLM V0 scheduler
    ("context_length_exceeded", REQUEST, r"context size has been exceeded"),  # llama.cpp
    # llama-server's reply to a request whose generation filled the slot's context with no shift allowed
    ("context_length_exceeded", REQUEST, r"error[ =:]+context shift is disabled"),
    # (round 89, a real H100 run: a request of n > 1 choices that runs past its slot, whose shared prompt the context
    # shift cannot move: "send_error: task id = 304, error: context shift cannot be used for shared prompt")
    ("context_length_exceeded", REQUEST, r"context shift cannot be used for shared prompt"),
    # lmdeploy's engine: a session (prompt and history) that has no room left in session_len
    ("context_length_exceeded", REQUEST, r"run out of tokens\. session"),
    ("context_length_exceeded", REQUEST, r"max_new_tokens. must be <= [0-9]+"),  # TGI input validation
    # (round 74: oMLX's "Prompt too long: 51587 tokens exceeds max context window of 32768 tokens")
    ("context_length_exceeded", REQUEST, r"exceeds? (the )?(max|maximum) (context|sequence|model) (length|window)"),
    # TensorRT-LLM's batch manager: "Prompt length (1240) exceeds maximum input length (1024)"
    ("context_length_exceeded", REQUEST, r"(prompt|input) length \(?[0-9]+\)? exceeds? (the )?(max|maximum) (input|prompt) length"),
    ("context_length_exceeded", REQUEST, r"exceeds? (the )?(model\\?'?s? |available )?context (window|size|length)"),
    # a limit stated as what the input must be (TGI's validation, lmdeploy's request check)
    ("context_length_exceeded", REQUEST, r"must have less than [0-9]+ tokens"),
    ("context_length_exceeded", REQUEST, r"must be (smaller|less) than the (model\\?'?s? )?(context|max model|maximum model)"
                                         r" length"),
    ("context_length_exceeded", REQUEST, r"prompt is too long"),
    # LM Studio: "The number of tokens to keep from the initial prompt is greater than the context length"
    ("context_length_exceeded", REQUEST, r"(greater|larger|longer) than the (model\\?'?s? )?context (length|size|window)"),
    # the llama tokenizer's report that a text has more tokens than its buffer holds (llama-cpp-python sizes it by
    # n_ctx): the prompt is longer than the context
    ("context_length_exceeded", REQUEST, r"tokeni[sz]e[a-z_]*: too many tokens"),
    # SGLang's scheduler: "Input length (N tokens) exceeds the maximum allowed length (M tokens)"
    ("context_length_exceeded", REQUEST, r"exceeds? the maximum allowed (length|number of tokens)"),
    # llama.cpp's server (and llama-box) for an input longer than its physical batch (embeddings, rerank)
    ("context_length_exceeded", REQUEST, r"input( \([0-9]+ tokens\))? is too large to process"),
    # the same in the less-covered engines (a knowledge pass of round 31): FastDeploy, onnxruntime-genai
    ("context_length_exceeded", REQUEST, r"length of input token ?\([0-9]+\) exceeds the limit max_model_len"
                                         r"|input text is too long, length of prompt token|input sequence_length \([0-9]+\)"
                                         r" is >= max_length"),
    # a reranker or embedding service's input over its model's limit ("Input length 1024 exceeds maximum allowed
    # token size 512", NVIDIA's NIM): a rejected request
    ("context_length_exceeded", REQUEST, r"exceeds? (the )?maximum allowed token (size|count|length|limit)"),
    # TabbyAPI's "Request length 71599 + 2048 is greater than max_seq_len 65536", and the like
    ("context_length_exceeded", REQUEST, r"(is )?(greater|larger|longer) than (the )?(max_seq_len|max_model_len|max_context_len)"),
    # TensorRT-LLM's batch manager checking one request ("Input length (6973) + max new tokens (4095) + draft tokens (0)
    # must be less than max sequence length (8192)", an assertion it returns to that request)
    ("context_length_exceeded", REQUEST, r"must be less than (the )?max sequence length"),
    ("context_length_exceeded", REQUEST, r"loaded with (a )?context length of only [0-9]+"),  # LM Studio
    # a prompt over the limit in other words: text-generation-webui, LightLLM, MLC-LLM, mistral.rs
    ("context_length_exceeded", REQUEST, r"(input|prompt) is too long for the available context|input prompt token len"
                                         r" [0-9]+ \+ max_new_tokens|too long > max_req_total_len|larger than the model"
                                         r" input length limit|(prompt )?sequence length is greater than [0-9]+"),
    # NCCL's own warning that says it cannot go on (an InfiniBand port's catastrophic error, no device left): fatal alone
    ("nccl_error", CAUSE, r"nccl warn .*(the error is fatal|cannot continue|catastrophic error|communicator encountered"
                          r" a fatal error)"),
    # Ascend's collectives (HCCL) at ERROR: a port its listener cannot take (its own link port, not the server's: round
    # 51's real log and both its readers, where round 30's knowledge pass had said port_in_use), a socket or link that
    # timed out; Intel's oneCCL's own error lines; torch's c10d client that never reached the store's host
    ("nccl_error", CAUSE, r"\[error\] hccl\(.*(timeout|fail)|get_socket_timeout\(ei[0-9]+\)|hccl error: |\|ccl_error\|"
                          # round 122: oneCCL's exception as torch raises it on Intel's GPUs ("RuntimeError: oneCCL:
                          # ze_fd_manager.cpp:214 fill_device_fds: EXCEPTION: open failed: ...")
                          r"|\boneccl: [a-z_0-9]+\.(c|cc|cpp|hpp|h):[0-9]+ [a-z_0-9]+: exception\b"),
    # the CANN runtime's task that failed on a device stream ("ProcLogicCqReport:Task run failed, device_id=6, ...
    # sqSwStatus=0x105"), just before it says why: its event wait that timed out (a device-side deadline) is a hang
    ("hang", BURST, r"proclogiccqreport: ?task run failed"),
    # ... or the fault it found on the device's memory-management unit ("CheckSmmuFault:Get isSmmuFault is 1."): an
    # address the task had no mapping for, an illegal memory access (round 113; as Ascend's "MPU address access is
    # invalid", round 30)
    ("cuda_illegal_memory_access", CAUSE, r"checksmmufault: ?get issmmufault is 1\b"),
    ("hang", CAUSE, r"event wait timeout occurred during task execution"),
    # the CANN runtime's report of HCCL notify waits that timed out (a collective stuck on a remote rank)
    ("nccl_error", CAUSE, r"processstarshccl[a-z]*timeout[a-z]*|the wait execution of the notify register times out"),
    ("hang", CAUSE, r"client socket has timed out after [0-9]+ ?ms while trying to connect"),
    # NCCL's own socket warnings (its RAS service, bootstrap) are NCCL's report, not the server's port: no event
    # alone (init goes on), the cause of a death soon after (a precursor)
    ("nccl_error", PRECURSOR, r"nccl warn .*(bind|address already in use|eaddrinuse)"),
    ("port_in_use", CAUSE, r"address already in use"),
    ("port_in_use", CAUSE, r"no free port available in the port range"),  # GPUStack's worker (source pass 21)
    # round 67: Windows' own number for it (WSAEADDRINUSE), its words in the system's language ("[Errno 10048] error
    # while attempting to bind on address ('127.0.0.1', 9880): 通常每个套接字地址...只允许使用一次。")
    ("port_in_use", CAUSE, r"errno 10048\]|error 10048|wsaeaddrinuse"),
    # round 67: ollama's runner program that could not be started ("error starting llama.cpp server: error starting the
    # external llama.cpp server: fork/exec /tmp/llama-2755348604/server: no such file or directory"); Windows' dialog
    # that a program needs a DLL it cannot find, in English or the system's language ("由于找不到VCRUNTIME140_1.dll,
    # 无法继续执行代码"); TGI's shards that outnumber the GPUs ("AssertionError: Each process is one gpu")
    ("exited", CAUSE, r"error starting (the )?(external )?llama\.cpp server"
                      r"|because [a-z0-9_.-]+\.dll was not found|找不到[a-z0-9_.-]+\.dll|each process is one gpu"
                      # round 122: SGLang's router that would not start on its arguments ("Error starting router:
                      # argument 'worker_urls': ...")
                      r"|\berror starting (the )?router: "),
    # the CUDA driver cannot run code built by a newer toolkit ("the provided PTX was compiled with an unsupported
    # toolchain", from ggml, from FlashInfer inside fastllm)
    ("cuda_error", CAUSE, r"the provided ptx was compiled with an unsupported toolchain"),
    ("port_in_use", CAUSE, r"eaddrinuse"),  # the errno's name (EADDRINUSE, Windows' WSAEADDRINUSE)
    # round 123: Node's listen refused by the system (LM Studio: 'Error starting server {"code":"EACCES",...,"syscall":
    # "listen",...}'; on Windows a port reserved by winnat): the server cannot have its port, as heldout18's bind that
    # Windows' access rights refused
    ("port_in_use", CAUSE, r"\blisten eacces\b|\"code\": ?\"eacces\"[^}]*\"syscall\": ?\"listen\""),
    ("port_in_use", CAUSE, r"only one usage of each socket address"),  # Windows' text for WSAEADDRINUSE
    ("port_in_use", CAUSE, r"(socket|port) [^ ]* ?(is )?already in use"),
    ("port_in_use", CAUSE, r"(couldn't|could not|failed to|unable to) bind"),
    ("port_in_use", CAUSE, r"bind failed"),
    # docker's port publishing: "Bind for 0.0.0.0:8000 failed: port is already allocated"
    ("port_in_use", CAUSE, r"port is already allocated"),
    ("port_in_use", CAUSE, r"ports? [0-9]+( and [0-9]+)? (is|are) in use by"),  # TabbyAPI
    # SGLang's own check of a port it needs (its metrics port): "... is not available in 30 seconds. ... used by a process"
    ("port_in_use", CAUSE, r"port at [0-9]+ is not available|port [0-9]+ is used by (a|another) process"),
    # (uvicorn's, on an address that is not this machine's: a bad argument, as with Go's below)
    ("exited", CAUSE, r"error while attempting to bind .*cannot assign requested address"),
    # round 64: uvicorn's own error at start, an OS error with no more words ("ERROR:    [Errno -2] Name or service not
    # known": a --host it could not resolve), then its shutdown
    ("exited", CAUSE, r"^error: +\[errno -?[0-9]+\] "),
    # round 100: a program that could not start at all: Cosmopolitan's loader of a llamafile ("ape error: ./x.llamafile:
    # prog mmap failed w/ errno 12"), and a thread the process (or a library's pool in it) could not create at a
    # process or thread limit (gRPC's "pthread_create failed: Resource temporarily unavailable", Python's "can't
    # start new thread")
    ("exited", CAUSE, r"^ape error: |pthread_create( failed)?: resource temporarily unavailable|can't start new thread"),
    ("port_in_use", CAUSE, r"error while attempting to bind"),
    ("port_in_use", CAUSE, r"failed to listen on any local network address"),
    ("port_in_use", CAUSE, r"port [0-9]+ has been used|port [0-9]+ (is|was) already used"),  # LightLLM's port lock
    # Go's net error for a listener (ollama, llama-swap, LocalAI): "listen tcp 127.0.0.1:11434: bind: <the OS's text>",
    # where the text is localized on Windows; a host address that is not this machine's is a bad argument, not a port
    ("exited", CAUSE, r"listen (tcp|udp)[46]? [^ ]+: bind: cannot assign requested address"),
    ("port_in_use", CAUSE, r"listen (tcp|udp)[46]? [^ ]+: bind: "),
    # (not text-generation-webui's "Error loading the model with llama.cpp", a launcher's report: LOAD, below)
    ("model_load_error", CAUSE, r"error loading (the )?model([^ a-z]|$| [^w]| w[^i])"),
    # round 127: vLLM's attention back end refused for this model ("ValueError: Selected backend X is not valid for this
    # configuration. Reason: ['head_size not supported']"), and a pydantic validation error ending "(type=value_error)"
    # (vLLM's engine arguments refused): the server does not start
    ("exited", CAUSE, r"selected backend [a-z0-9_.]+ is not valid for this configuration|\(type=value_error\)[ \t]*$"),
    # round 123: Nexa SDK's "Error loading GGUF models, please refer to our docs to install nexaai package"
    ("model_load_error", CAUSE, r"\berror loading gguf models?\b"),
    ("model_load_error", CAUSE, r"(^|[^a-z])load model [^ ]+ failed|load [a-z ]*model ok: false"),  # Xinference, KoboldCpp
    # the model's files are not where the server looks (text-generation-webui, ExLlamaV2, KoboldCpp)
    ("model_load_error", CAUSE, r"no backends are loaded"),  # a llama.cpp build that found none of its backends
    ("model_load_error", CAUSE, r"(path to the model|model path) does not exist|no \.?(gguf|safetensors|bin) ([a-z]+ )?(models|files)"
                                r" found|cannot find [a-z ]*model file|could not find [^ ]+ in model"
                                r"|cannot find tensor [a-z0-9_.]+"  # (round 80: TEI's "Caused by:" line, alone)
                                r"|could not load (text|image|whisper|draft|embedding) model"),
    # a start-up setting outside the values the engine supports, as a Rust main's last words (mistral.rs: "Error:
    # Block size must be in [8, 16, 32], got 64")
    ("model_load_error", CAUSE, r"^error: [a-z_ -]+ must be (in|one of) (\[|\{|\()"),
    # an engine that will not run this model or on this GPU (Xinference's engine table, TabbyAPI's backends)
    ("model_load_error", CAUSE, r"cannot be run on engine|unable to run [a-z0-9_ ]+ because an unsupported gpu"
                                r"|backend is no longer supported"),
    # an engine the launcher needs that is not installed (Xinference imports it when the model launches)
    ("model_load_error", CAUSE, r"(importerror|modulenotfounderror): (\[address=[^]]*\] )?failed to import"),
    ("model_load_error", CAUSE, r"error (when|while) (initiali[sz]ing|loading) (the )?model"),  # TGI's shard
    # round 122: a launcher's summary that its server crashed while starting (Unsloth Studio's "Failed to load model:
    # llama-server crashed at startup on both ... attempts -- a GPU driver/runtime initialization crash, not a model
    # ... problem"): a death whose cause is not in the log, not a load failure, whatever the summary's opening words
    ("exited", CAUSE, r"\b(llama-server|server|runner|process|engine) crashed (at|during|on) start-?up\b"),
    ("model_load_error", CAUSE, r"failed to load (the )?((draft|target|main|speculative|assistant|multimodal|vision"
                                r"|projector|mmproj) )?model"),
    # round 63: ... a model a back end names ("whisper_init_state: failed to load Vitis AI model from '...rai'")
    ("model_load_error", CAUSE, r"failed to load [a-z0-9]+( [a-z0-9]+)? model from "),
    ("model_load_error", CAUSE, r"unable to load model"),
    # round 80: mistral.rs's "Error: Critical failure loading model part 0" (LocalAI's "Failed loading model" too)
    ("model_load_error", CAUSE, r"(failure|failed) loading (the )?model"),
    # round 81: ONNX Runtime's session that would not initialise ("[E:onnxruntime:..., inference_session.cc:1842
    # onnxruntime::InferenceSession::Initialize] ..."), OpenVINO Model Server's graph that failed validation
    # ("Mediapipe: M state: BEGIN handling: ValidationFailedEvent")
    ("model_load_error", CAUSE, r"\[e:onnxruntime:[^]]*inferencesession::(initiali[sz]e|load)"),
    ("model_load_error", CAUSE, r"handling: validationfailedevent"),
    ("model_load_error", CAUSE, r"failed to launch (the )?model"),  # Xinference's client, for the worker's load
    # round 123: Triton's backend that could not create the model's instance, when nothing more specific is on the line
    # ("ERROR: Failed to create instance: unexpected error when creating modelInstanceState: [json.exception.parse_error
    # .101] ..."), and its Python back end's stub that the shell could not run (a /tmp mounted noexec)
    ("model_load_error", CAUSE, r"\] error: failed to create instance: |cannot open [^ ]*triton_python_backend_stub\b"),
    # Triton Inference Server: "failed to load 'tensorrt_llm' version 1: ...", "failed to load all models"
    ("model_load_error", CAUSE, r"failed to load '[^']+'( version [0-9]+)?:|failed to load all models"),
    # Triton's repository poll could not read a model's directory (its config.pbtxt missing or unreadable)
    ("model_load_error", CAUSE, r"poll failed for model directory"),
    # text-embeddings-inference: a binary built for another compute capability than the GPU's has no kernels for it;
    # any other reason its backend would not start is the model's (a tensor it cannot find, an architecture)
    ("no_kernel_image", CAUSE, r"runtime compute cap [0-9]+ is not compatible with compile time compute cap"),
    ("model_load_error", CAUSE, r"could not start [a-z]+ backend: could not start backend: "),
    # Triton's model status table at start-up: a row whose status is UNAVAILABLE (the reason follows on the row)
    ("model_load_error", CAUSE, r"^\|[^|]+\|[ 0-9]+\| unavailable: "),
    # round 69: the same status quoted alone, its reason's status code after it ("UNAVAILABLE: Internal: AssertionError:
    # vLLM Triton backend must be configured to use decoupled model transaction policy")
    ("model_load_error", CAUSE, r"^[ \t]*unavailable: (internal|not found|invalid argument|unknown|unsupported"
                                r"|already exists|failed precondition|unavailable): "),
    ("model_load_error", CAUSE, r"received load-error"),  # LM Studio's loader channel
    ("model_load_error", CAUSE, r"unable to mmap [0-9]+ bytes from file"),  # safetensors cannot map a shard
    # round 73: llama-server's router whose preset file holds an option no server knows ("failed to initialize router
    # models: option 'no-such-option' not recognized in preset 'bad'"): a bad argument, no model was opened
    ("exited", EXCEPTION, r"option '[^']+' not recognized in preset"),
    ("model_load_error", CAUSE, r"(failed to|unable to|could not|couldn't|cannot) initiali[sz]e ([a-z]+ )?models?([^a-z]|$)"),
    # a distributed worker that failed in its model-loading method (vLLM's and Aphrodite's Ray workers)
    ("model_load_error", CAUSE, r"error executing method '?load_model"),
    ("model_load_error", CAUSE, r"(could not load|couldn't load|cannot load|can't load) (the )?((draft|target|main) )?model([^a-z ]|$| [^c])"),
    ("model_load_error", CAUSE, r"model loading error"),
    # the libraries under a loader, in their own words (a knowledge pass of round 42): hf_transfer's download, a
    # tokenizer that cannot be converted or parsed (sentencepiece's ModelProto), openai-harmony's vocabulary, torch's
    # weights-only unpickler refusing a checkpoint, a disk that filled while a weight file downloaded
    ("model_load_error", CAUSE, r"error occurred while downloading using `?hf_transfer|converting from sentencepiece and"
                                r" tiktoken failed|could not parse modelproto from|error downloading or loading vocab"
                                r" file|weights only load failed|no space left on device: '[^']*\.incomplete'"),
    ("model_load_error", CAUSE, r"failed to open gguf file"),
    # round 48: FasterTransformer's backend that cannot read its converted model's files ("[FT][ERROR] Can't load
    # .../1-gpu//config.ini Assertion fail: ...")
    ("model_load_error", CAUSE, r"\[ft\]\[error\] can't load [^ ]+"),
    ("model_load_error", CAUSE, r"failed to create (context with model|llama_context)"),
    ("model_load_error", CAUSE, r"unknown model architecture"),
    ("model_load_error", CAUSE, r"error in inspecting model architecture"),
    ("model_load_error", CAUSE, r"model architectures? .*(is|are) not supported"),
    # an exception whose message is that the architecture or model type is not known (TensorRT-LLM's
    # "ValueError: Unknown architecture for AutoModelForCausalLM: ...", transformers' and others' wordings)
    ("model_load_error", CAUSE, r"(error|exception): (unknown|unsupported|unrecognized|unrecognised|invalid)"
                                r" (model )?(architecture|model type)"),
    # an architecture or config format the loader cannot read (vLLM's registry and config, transformers)
    ("model_load_error", CAUSE, r"architectures? \[[^]]*\] failed to be inspected"),
    ("model_load_error", CAUSE, r"(does not|doesn't|cannot|can't) recogni[sz]e this (model )?architecture"),
    ("model_load_error", CAUSE, r"no supported config format found"),
    ("model_load_error", CAUSE, r"download encountered an error"),  # TGI's launcher, before DownloadError
    # a tokenizer file or class the installed libraries cannot read (tokenizers' serde, transformers' registry)
    ("model_load_error", CAUSE, r"did not match any variant of untagged enum|tokenizer class [^ ]+ does not exist"),
    # serde_json's error for a file that does not fit the type it is read into (a Rust engine's model config):
    # "missing field `vocab_size` at line 46 column 1", "invalid type: null, expected usize at line 19 column 24"; a
    # request body that does not parse is no load failure
    ("model_load_error", CAUSE, r"(missing|unknown|duplicate) field `[^`]+`.{0,200} at line [0-9]+ column [0-9]+"
                                r"|unknown variant `[^`]+`, expected .{0,300} at line [0-9]+ column [0-9]+"
                                r"|invalid (type: |value: |length [0-9]+, ).{0,200}expected .{0,200} at line [0-9]+ "
                                r"column [0-9]+"),
    # a model the configuration cannot bring up: its heads or layers do not split over the parallel layout, its
    # dtype or quantization is not for this GPU or not the checkpoint's, its code is remote and not trusted
    ("model_load_error", CAUSE, r"must be divisible by (the )?(tensor|pipeline|expert|data)[ _-]parallel[ _-]size"),
    # vLLM's model configuration that does not validate (pydantic): the model or its config.json cannot be used
    ("model_load_error", CAUSE, r"validation errors? for modelconfig"),
    ("model_load_error", CAUSE, r"quantization method [a-z0-9_-]+ is not supported for the current gpu"),
    # (a dtype this GPU cannot compute in, "Bfloat16 is only supported on GPUs with compute capability of at least 8.0",
    # is a setting to change, --dtype half, not a model that cannot load: both readers of a real one said exited,
    # round 65; it was model_load_error from the second source pass)
    ("exited", CAUSE, r"is only supported on gpus with compute capability"),
    # round 66: llama.cpp's context that refuses a quantized V cache without flash attention ("V cache quantization
    # requires flash_attn"): an argument to change; the load failure it causes just after is its consequence
    ("exited", CAUSE, r"v cache quantization requires flash_attn"),
    # round 92 (llama.cpp's other programs on this machine's CPU): llama-quantize's refusal ("llama_model_quantize: failed
    # to quantize: requantizing from type q8_0 is disabled") and llama-fit-params giving up ("failed to fit CLI
    # arguments to free memory, exiting...") end the program on an argument to change
    ("exited", CAUSE, r"llama_model_quantize: failed to quantize: |failed to fit cli arguments to free memory, exiting"),
    # ... and a whole model given where a LoRA adapter belongs (llama-export-lora, as the server's --lora: "expect
    # general.type to be 'adapter', but got: model"): that file cannot load as one
    ("model_load_error", CAUSE, r"expect general\.type to be 'adapter', but got: "),
    # NVIDIA NIM's model repository that cannot be set up ('context: "initializing ngc repo from repo_id: ngc://...',
    # inside its Rust error report after "Exception: Error {"): the model cannot be had
    ("model_load_error", CAUSE, r"initiali[sz]ing ngc repo from repo_id"),
    ("model_load_error", CAUSE, r"quantization method .*does not match the quantization method"),
    # round 61: a dtype the quantization's kernels do not take ("ValueError: torch.bfloat16 is not supported for
    # quantization method gptq. Supported dtypes: [torch.float16]", vLLM's CPU back end casting float16 to bfloat16)
    ("model_load_error", CAUSE, r"is not supported for quantization method [a-z0-9_]+"),
    # the same in the newest servers' words: a GPU below what the server's kernels need, no attention backend for the
    # model's head size/dtype on this GPU, weights the checkpoint does not hold
    ("model_load_error", CAUSE, r"nixl compatibility hash mismatch"),  # prefill and decode built for other models
    # round 31: a LoRA adapter that cannot be loaded, a quantization scheme the server does not know, checkpoint
    # weights the model has no parameter for (accelerate's loader)
    ("model_load_error", CAUSE, r"loading lora .*failed|no compressed-tensors compatible scheme"
                                r"|does not have a parameter or a buffer named"),
    # round 131: vLLM's weight loader meeting a checkpoint name the model built has no module or parameter for
    # ("ValueError: There is no module or parameter named 'language_model' in Gemma3ForCausalLM"), and a model class
    # that cannot take the LoRA adapters asked for ("ValueError: OPTForCausalLM does not support LoRA yet.")
    ("model_load_error", CAUSE, r"there is no module or parameter named |[a-z0-9_]+ does not support lora( yet)?\b"),
    # round 51: the model's own code module that cannot be imported ("ImportError: cannot import name
    # 'modeling_dots_ocr_vllm' from 'DotsOCR'"; Hugging Face's remote code lives in modeling_*.py), a pipeline that
    # cannot find the model's folder ("Failed to get model directory", PaddleX), a quantization whose kernels need a
    # package that is not there ("awq quantization requires some operators from vllm. Please install vllm")
    ("model_load_error", CAUSE, r"(importerror|modulenotfounderror): (cannot import name '?modeling_[a-z0-9_]+"
                                r"|no module named '?modeling_)"),
    ("model_load_error", CAUSE, r"failed to (get|find|locate|resolve) (the )?model('s)? (dir(ectory)?|folder|path)"),
    ("model_load_error", CAUSE, r"[a-z0-9_-]+ quantization requires (some )?[a-z_ ]*(from|package|library) [a-z]"
                                r"|please install [a-z0-9_.<>=-]+ (to use|for) [a-z0-9_-]+ quantization"),
    # a knowledge pass of round 31 (features, less-covered engines): a multimodal projector or chat template that
    # cannot be loaded, a model type or processor no registry holds, OpenVINO model server's LLM node set-up
    ("model_load_error", CAUSE, r"failed to load clip model|init: chat template parsing error|model type [^ ]+ is not"
                                r" registered|no processor registered for architecture|error during llm node"
                                r" (initiali[sz]ation|[a-z_ ]*parsing)"),
    # round 47: vLLM's Transformers back end, for an architecture neither it nor the model's remote code names
    # ("ValueError: Cannot find model module. 'X' is not a registered model in the Transformers library ...")
    ("model_load_error", CAUSE, r"error: cannot find model module\.|is not a registered model in the transformers"),
    ("model_load_error", CAUSE, r"only supports sm ?[0-9]+ and above|no valid attention backend found for"
                                r"|following weights were not initiali[sz]ed from checkpoint"),
    # a length the user set above what the model's config allows (vLLM's max_model_len, SGLang's context_length),
    # and a scheduler limit that cannot hold one sequence of the model's length (vLLM's max_num_batched_tokens): the
    # raised form only ("ValueError: ..."); with the override variable set the same words are a warning and it goes on
    # (Xinference relays it with its actor's address first: "ValueError: [address=..., pid=...] User-specified ...")
    ("model_load_error", CAUSE, r"error: (\[address=[^]]*\] )?user-specified [a-z_]+ \([0-9]+\) is greater than the derived"),
    ("model_load_error", CAUSE, r"error: max_num_[a-z_]+ \([0-9]+\) (is smaller than max_model_len|must be greater"
                                r" than or equal to max_num_seqs)"),
    # an engine with no implementation for the checkpoint's architecture (lmdeploy's PyTorch engine)
    ("model_load_error", CAUSE, r"(can ?not|cannot) (find|found) [a-z ]*for architectures?"),
    ("model_load_error", CAUSE, r"contains custom code which must be executed|requires you to execute the"
                                r" (configuration|modeling) file"),
    # (llama.cpp's draft that cannot serve with its target is a finding, SPECULATION_DISABLED, above: builds differ
    # on whether the server then stops.) llama-box refuses a draft whose special tokens differ, and stops
    ("model_load_error", CAUSE, r"draft model special tokens are not equal to"),
    # a draft the speculative set-up cannot have: none found, an implementation missing, a layout it does not
    # support (Xinference's llama.cpp drafter, Aphrodite's and vLLM V0's single-GPU draft runner)
    ("model_load_error", CAUSE, r"no [a-z]+ drafter found|has no [a-z0-9_]+ speculative implementation"
                                r"|draftmodelrunner (only supports|has no support)"),
    # a launcher that cannot find the server program it runs (TGI's shard manager, ollama): an installation that lacks
    # it, not a model that cannot load (both readers of round 44's ollama log; a load failure until then)
    ("exited", CAUSE, r"server not found in path|server binary not found"),
    # round 90: torch's C++ extension loader with no build tool ("Ninja is required to load C++ extensions", bare or as
    # a RuntimeError): the kernels a model needs cannot be built on this machine, an installation that lacks a tool
    ("exited", CAUSE, r"ninja is required to load c\+\+ extensions"),
    # round 96: ... and a build of such an extension that failed, its compiler's error cut above the compiler's and the
    # build tool's last words ("compilation terminated.", "ninja: build stopped: subcommand failed."): the first of
    # them names the failure the CalledProcessError below it reports (not indented: inside an exception's message, as
    # torch's "RuntimeError: Error building extension 'sampling':" quotes the build's output, it reports nothing new)
    # (round 101: nvcc's own count of a source's errors and its stop after a hundred, "7 errors detected in the
    # compilation of \"x.cu\".", "Error limit reached.", as a JIT build of FlashInfer's kernels prints them)
    ("exited", CAUSE, r"^compilation terminated\.[ \t]*$|^ninja: build stopped: subcommand failed"
                      r"|^[0-9]+ errors? detected in the compilation of \"|^error limit reached\.[ \t]*$"),
    # round 58: a full disk in the server's own error report (ollama's 'level=ERROR ... msg="failed to extract files"
    # error="copy payload ...: no space left on device"'; a Python logger's "ERROR ..."); not a client's "Error: write
    # ...: no space left on device" for a pull the server answered
    ("exited", CAUSE, r"(level=error |^[ \t]*error\b[^:]).*no space left on device"),
    ("model_load_error", CAUSE, r"(msg=\"|error: )backend not found"),
    ("model_load_error", CAUSE, r"(repositorynotfound|gatedrepo|revisionnotfound|entrynotfound|hfvalidation)error"),
    # round 123: the same refusals in the words of the Hub's HTTP answer and of other clients: "Cannot access gated repo
    # for url ...", llama.cpp's "error: model is private or does not exist; if you are accessing a gated model, ...",
    # ModelScope's hub errors ("modelscope.hub.errors.NotExistError: The model: X has no revision: main !")
    ("model_load_error", CAUSE, r"cannot access gated repo for url|model is private or does not exist"
                                r"|\bmodelscope\.hub\.errors\.[a-z]+: "),
    # round 61: the Hub asked for a model with its offline mode on ("huggingface_hub.utils._http.OfflineModeIsEnabled:
    # Cannot reach https://huggingface.co/api/models/org/m: offline mode is enabled")
    ("model_load_error", CAUSE, r"offlinemodeisenabled"),
    # round 64: a model's config without the key that says which model it is ("KeyError: 'model_type'", mlx-lm's and
    # transformers' loaders)
    ("model_load_error", CAUSE, r"keyerror: '(model_type|architectures)'"),
    # round 64: a Metal shader library built for a newer macOS ("Failed to load the default metallib. This library is
    # using language version 4.0 which is not supported on this OS", MLX): no kernels this system can run
    # (round 74: or a deployment target, "This library is using a deployment target (0x00020008) that is not supported
    # on this OS", vllm-swift's MLX)
    ("no_kernel_image", CAUSE, r"metallib[^.]*\. this library is using (language version [0-9.]+ which|a deployment target"
                               r" [^ ]+ that) is not supported"),
    # round 74: MLX that cannot start on this system (ollama's MLX runner: 'unable to initialize MLX" error="failed to
    # initialize MLX: libmlxc.dylib not found'): the runner's own failure, not the model's
    ("exited", CAUSE, r"(unable|failed) to initiali[sz]e mlx\b"),
    # round 62: no back end installed for the model's format (LocalAI: 'ERROR Backend not found backend="llama-cpp"',
    # then its "failed to load model with internal loader")
    ("model_load_error", CAUSE, r"\bbackend not found\b"),
    # round 90: a ggml-family library's loader that returned no context ("rwkv_init_from_file failed, check stderr",
    # in the ValueError its Python binding raises for it)
    ("model_load_error", CAUSE, r"_init_from_file failed\b"),
    # ... and the Hub's refusal in requests' words, before huggingface_hub turns it into one of those (round 53:
    # "requests.exceptions.HTTPError: 404 Client Error: Not Found for url: https://huggingface.co/.../config.json")
    ("model_load_error", CAUSE, r"httperror: 4[0-9][0-9] client error: .* for url: https?://(huggingface\.co|hf-mirror\.com)/"),
    # round 58: ... and the Hub not reached at all (urllib3's "MaxRetryError: HTTPSConnectionPool(host='huggingface.co',
    # port=443): Max retries exceeded with url: /org/model/resolve/main/config.json (Caused by ConnectTimeoutError")
    # (round 83: also a read that timed out, urllib3's "ReadTimeoutError: HTTPSConnectionPool(host='huggingface.co', ...)")
    ("model_load_error", CAUSE, r"(maxretryerror|connectionerror|timeout|timeouterror): httpsconnectionpool\(host='(huggingface\.co|hf-mirror\.com)'"),
    # round 83: the Hub's cache folder that is not there ("Cache directory not found: /data/.cache/huggingface. Please use
    # `cache_dir` argument or set `HF_HUB_CACHE` environment variable.", huggingface_hub's CacheNotFound)
    ("model_load_error", CAUSE, r"cachenotfound|cache directory not found: .*hf_hub_cache"),
    # round 84: Run:ai's model streamer that could not read the weights it streams ("ValueError: Could not receive
    # runai_response from libstreamer due to: b'File access error'")
    ("model_load_error", CAUSE, r"could not receive runai_response from libstreamer"),
    ("model_load_error", CAUSE, r"error: invalid repository id"),
    ("model_load_error", CAUSE, r"safetensorerror"),
    ("model_load_error", CAUSE, r"error while deserializing header"),
    # round 69: a file of Triton's own kernel cache that another rank moved away as this one compiled (vLLM's LoRA
    # kernels under tensor parallelism: "FileNotFoundError: ... '/root/.triton/cache/<hash>/_sgmv_expand_kernel.json.tmp
    # .pid_...'"): the kernel could not be compiled, no model file is missing
    ("triton_error", CAUSE, r"filenotfounderror: .*[/\\]\.triton[/\\]cache[/\\]"),
    # the exception itself (a traceback's last line, with its message or alone); a warning that names it as what a
    # retried step met ("Error downloading shard: FileNotFoundError", exo) is no load failure
    # round 74: a KV-cache file that is not there (LMCache's disk back end: "FileNotFoundError: ... '/data/lmcache-disk/
    # vllm@-data-Qwen3-0.6B@2@0@412....pt'"): cached data the engine expected, no model file
    ("exited", EXCEPTION, r"filenotfounderror: .*(lmcache|kv[_-]?cache)"),
    # round 117: a program's own library that Windows' loader cannot find (ctypes under PyInstaller, KoboldCpp's
    # "FileNotFoundError: Could not find module '...\koboldcpp_vulkan.dll' (or one of its dependencies)"): its back end
    # could not start, no model file is missing
    ("exited", EXCEPTION, r"filenotfounderror: could not find module '[^']*\.dll'"),
    ("model_load_error", CAUSE, r"filenotfounderror: |^[ \t]*([a-z_]+\.)*filenotfounderror[ \t]*$"),
    # round 74: no weights in the model's folder (oMLX: "POST /v1/messages -> 500 (unhandled): No safetensors found in
    # /Volumes/X/.../models/Minimalism")
    ("model_load_error", CAUSE, r"\bno safetensors( files?)? found\b"),
    # a model file the loader looked for and did not find (mistral.rs: 'File "tokenizer.json" not found at model id')
    ("model_load_error", CAUSE, r"(tokenizer|config|generation_config|tokenizer_config)\.json\"? (was )?not found"
                                r"|\.(safetensors|gguf)\"? (was )?not found"),
    # transformers' and the hub's load failures are OSErrors without an errno ("OSError: Can't load tokenizer"),
    # or with a file's errno; a network errno (a client's broken pipe, a reset connection) is no load failure
    # an actor framework's sub-process that did not start, with its returncode (xoscar): the status says how
    ("exited", STATUS, r"start sub ?pool failed, returncode"),
    # round 124: DeepSpeed's launcher (DeepSpeed-MII's server) on a process of its own: "... exits with return code =
    # -9"
    ("exited", STATUS, r"\bexits? with return ?code[: =]+-?[0-9]+"),
    # Python's ctypes on Windows turns a native fault in the library it called into an OSError ("OSError: exception:
    # access violation writing 0x10"): a crash of that library (KoboldCpp's load_model), not a file that failed to load
    ("fatal_signal", CAUSE, r"oserror: exception: (access violation|stack overflow|[a-z ]*divide by zero"
                            r"|illegal instruction|privil?edged instruction)"),
    # (an asyncio report of an OSError(98, ...) object is a bind that failed: its own words name the port in use)
    ("model_load_error", CAUSE, r"oserror($|[^:(]|\(([^94]|[94][^8]|[94]8[^,])|: [^[]|: \[errno (2|13|20|21|36)\])"),
    ("model_load_error", CAUSE, r"error: unrecognized (model|configuration class)"),
    # MLX's load_weights (mlx_lm, exo): checkpoint keys the model built does not have
    ("model_load_error", CAUSE, r"received parameters not in model"),
    # a weight the checkpoint lacks; an actor framework (xoscar: Xinference) puts its address before the key
    ("model_load_error", CAUSE, r"keyerror: (\[address=[^]]*\] )?'[^']*(weight|bias|scale|layers)"),
    # the same missing key as an engine logs a KeyError (str() of it is the bare quoted key): an ERROR line whose
    # whole message is a weight's name
    ("model_load_error", CAUSE, r"error [^']*\] '[a-z0-9_.]*\.[a-z0-9_]*(weight'|bias'|scale'|absmax'|qzeros'|g_idx')[ \t]*$"),
    ("model_load_error", CAUSE, r"error\(s\) in loading state_dict"),
    ("model_load_error", CAUSE, r"error: unknown quantization method"),
    ("model_load_error", CAUSE, r"error: cannot find any model weights"),
    ("model_load_error", CAUSE, r"failed to initiali[sz]e the context"),  # llama.cpp
    ("model_load_error", CAUSE, r"failed to create (the )?draft context"),  # llama.cpp's speculative draft
    ("model_load_error", CAUSE, r"failed to create mtp context"),  # llama.cpp's MTP head (its draft)
    # a kernel package whose native library cannot be loaded ("[sgl_kernel] CRITICAL: Could not load any common_ops
    # library!"): the server dies at import, as for any native library it cannot load (an exit: see the undefined
    # symbol's rule below)
    ("exited", CAUSE, r"could not load any [a-z0-9_]+ librar"),
    # an uncaught exception that names the draft (llama.cpp's speculative setup: "draft-simple: the draft context
    # batch size (512) is smaller than the target's", "draft model is not eagle3"): the draft cannot serve this target
    ("model_load_error", CAUSE, r"what\(\): .*draft"),
    # llama.cpp's -hf/-mu download gave up, or offline with nothing cached: no model file to load; the Hub's API
    # answered an error as it resolved the model ("error from HF API, response code: 500", round 53)
    ("model_load_error", CAUSE, r"error from hf api, response code: [0-9]+"),
    ("model_load_error", CAUSE, r"download failed after [0-9]+ attempts"
                                r"|required file is not available in cache \(offline mode\)"),
    # the dynamic loader cannot start the server (or its runner): a library it was built against is missing
    ("model_load_error", CAUSE, r"error while loading shared librar(y|ies): [^ ]+: cannot open shared object"),
    ("model_load_error", CAUSE, r"dyld(\[[0-9]+\])?: library not loaded"),  # macOS's loader, in its words
    # llama.cpp's loader: the GGUF holds fewer or more tensors than the architecture needs
    ("model_load_error", CAUSE, r"wrong number of tensors"),
    ("model_load_error", CAUSE, r"sharded is not supported"),  # TGI: this model cannot be loaded on several shards
    # round 133: ... or a weight that does not split evenly over the shards: its assertion ("AssertionError: The choosen
    # size 32001 is not compatible with sharding on 2 shards"), or the frame of its check in a rich traceback ("│
    # /usr/src/server/text_generation_server/utils/weights.py:275 in get_sharded │")
    ("model_load_error", CAUSE, r"the choo?sen size [0-9]+ is not compatible with sharding on [0-9]+ shards"
                                r"|text_generation_server/utils/weights\.py:[0-9]+ in get_sharded\b"),
    ("model_load_error", CAUSE, r"matching vision model: .* failed"),  # lmdeploy: no vision model for this one
    # Triton's bare report that a model did not load (its reason, when given, follows a colon)
    ("model_load_error", CAUSE, r"failed to load '[^']+'\"?[ \t]*$"),
    ("model_load_error", CAUSE, r"cannot find kv cache creation function"),  # MLC-LLM: a model library of another build
    ("model_load_error", CAUSE, r"model failed to start with status code|could not load engine"),  # cortex (Jan)
    # a native extension built against another torch or CUDA than the one installed cannot be imported (the
    # exception's own line; vLLM's "Failed to import from vllm._C with ImportError(...)" warning goes on)
    # a native extension built against another torch or CUDA ("ImportError: x.so: undefined symbol: ..."): the server's
    # own code cannot be imported, an exit (round 53: of 12 readings of the six labelled logs, 8 say exited, and every
    # second reader but 2415's); inside vLLM's model registry, whose inspection of the model's class it stops
    # ("registry.py:264] ImportError: ..."), the model cannot be loaded
    ("model_load_error", CAUSE, r"registry\.py:[0-9]+\] (importerror|oserror): [^ ]+\.so[^ :]*: undefined symbol"),
    ("exited", CAUSE, r"(importerror|oserror): [^ ]+\.so[^ :]*: undefined symbol"),
    ("model_load_error", CAUSE, r"downloaderror"),
    # round 97: a ggml loader's check of a tensor against the architecture ("stablelm_model_load: tensor
    # 'gpt_neox.embed_in.weight' has wrong size in model file", the GGML-era loaders; "... has wrong shape; expected
    # ...") and a tensor it does not know ("unknown tensor 'x' in model file"): a file of another layout
    ("model_load_error", CAUSE, r"tensor '[^']+' has wrong (size|shape)|unknown tensor '[^']+' in model file"),
    # ... and a Rust server's hub client that could not fetch one of the model's files (mistral.rs: "Could not get file
    # \"tokenizer.json\" from API: RequestError(Status(403, ...))", a gated repository without a token)
    ("model_load_error", CAUSE, r"could not get file [\"'][^\"']+[\"'] from (the )?(api|hub)"),
    # round 96: a model hub client's report that the model's files did not all arrive (NVIDIA NIM's "[... ERROR
    # nim_sdk::hub::repo ...] One or more errors fetching files:", its per-file causes below)
    ("model_load_error", CAUSE, r"errors? (fetching|downloading) (the )?(model('s)? )?(files|weights|model|profile)"),
    # a weight the checkpoint lacks in TGI's words; a model ollama cannot pull
    ("model_load_error", CAUSE, r"(^|error: )weight [a-z0-9_.]+ does not exist|pull model manifest: "
                                r"|failed to download (the )?model"),
    # (not "failed to load llama-server": a launcher that could not start the server program says how it ended)
    ("model_load_error", CAUSE, r"failed to load (the )?(llama([^-]|$)|gguf|weights|checkpoint)"),
    ("model_load_error", CAUSE, r"failed to (load|apply|initiali[sz]e) (the )?(lora|control vector)"),
    # the tokenizer could not be loaded (a load failure: nothing can be served); "... tokenizer config" is
    # a router's warning that it goes on without one (TGI)
    ("model_load_error", CAUSE, r"(failed to|unable to|could not|couldn't|cannot|can't) (load|instantiate|initiali[sz]e)"
                                r" (the |a |your )?([a-z]+ )?tokenizer([^ _a-z]|$| [^c]| c[^o])"),
    ("hang", CAUSE, r"watchdog timeout"),
    # round 58: a launcher's deadline for the service it started (SkyPilot's "ValueError: Initialization of service
    # 'sky-service-2740' timeout.")
    ("hang", CAUSE, r"initiali[sz]ation of (the )?(service|server|engine|replica)\b[^.]* (timeout|timed out)"),
    # SGLang's watchdog: its report of the batch it found stuck, then a py-spy dump, before "Watchdog timeout"
    ("hang", CAUSE, SGLANG_WATCHDOG_DUMP),
    # vLLM's async engine gave up on a step that made no progress
    ("hang", CAUSE, r"engine iteration timed out"),
    # from the servers' code (round 25's knowledge pass): TensorRT-LLM's hang detector, vLLM's engines that never
    # connected at start and its ranks' barrier, SGLang's SIGTERM after its health check failed, and its watchdog's
    # report of the batch it found stuck
    ("hang", CAUSE, r"hang detected after [0-9.]+ ?s|hangdetector: "),
    ("hang", CAUSE, r"timed out waiting for engines? to ?send ?initial message"),
    ("hang", CAUSE, r"barrier timed out after"),
    ("hang", CAUSE, r"waiting for workers .* to become healthy"),  # SGLang's router gave up on its workers
    ("hang", CAUSE, r"model is busy for too long, killing it"),  # LocalAI's watchdog
    ("hang", CAUSE, r"has been initializing for too long"),  # Modal's runner gave up on a server that never started
    ("hang", CAUSE, r"server fails to launch in [0-9]+ seconds"),  # MLC-LLM
    ("hang", CAUSE, r"sigterm received while health check failed"),
    # round 63: vLLM-Omni's wait for its stage's engine ("TimeoutError: Timed out waiting for READY from
    # StageEngineCoreProc after 300s")
    ("hang", CAUSE, r"timed out waiting for ready from "),
    # systemd stopping a service that did not exit within its stop timeout ("State 'final-sigterm' timed out.
    # Killing."): the SIGKILL that follows is its deadline, not an out-of-memory kill
    ("hang", CAUSE, r"state '[a-z-]*sigterm' timed out\. killing"),
    # the NVIDIA driver's channel watchdog in the kernel log: the GPU stopped making progress (Xid 8)
    ("hang", CAUSE, r"gpu is probably locked|nvrm: xid \([^)]*\): 8,"),
    # source pass 20: DeepEP's own deadline for its peers in a dispatch or combine ("DeepEP error: CPU recv timeout",
    # "Warning: DeepEP timeout for dispatch receive, rank 5", the elastic buffer's "Dispatch CPU wait exception")
    ("hang", CAUSE, r"deepep error: cpu recv timeout|deepep timeout for (dispatch|combine)|(dispatch|combine) cpu wait exception"),
    # round 101: any other Xid is the driver's report of a GPU fault (Xid 119, its GSP firmware that stopped answering;
    # 43, 48, 79, 109 ...), but for the ones NVIDIA's Xid catalog gives as information or as the aftermath of another
    # event (45, the channels of a process that was stopped or killed, torn down; 63 and 64, a page retired or a row
    # remapped; 92, a high rate of corrected single-bit errors)
    ("cuda_error", CAUSE, r"nvrm: xid \([^)]*\): ([0-9]|[1-357-8][0-9]|4[0-46-9]|6[0-25-9]|9[013-9]|[0-9]{3}),"),
    # the kernel's hung-task watchdog in the kernel log: a task (a GPU driver's worker, the server) stuck in the kernel
    ("hang", CAUSE, r"task [^ ]+ blocked for more than [0-9]+ seconds"),
    ("hang", STALL, r"no available shared memory broadcast block found in [0-9]+ seconds"),
    ("hang", IDLE, r"generation throughput: 0\.0 tokens/s, running: [1-9][0-9]* reqs"),
    # SGLang's health check got no answer from its detokenizer within its deadline (20 s by default), the scheduler
    # stuck: a hang at its first report (round 86: both readers of the one labelled log; before, once was no event),
    # withdrawn when the scheduler's batch lines show it going on
    ("hang", CAUSE, r"health check failed\. server couldn't get a response"),
    ("hang", CAUSE, r"rpc call to [a-z_]+ timed out"),
    # round 122: the OpenAI client's own deadline on a request the server never answered ("openai.error.Timeout:
    # Request timed out: HTTPConnectionPool(...): Read timed out. (read timeout=600)"; v1: "openai.APITimeoutError:
    # Request timed out.")
    ("hang", CAUSE, r"\bopenai\.(error\.)?(timeout|apitimeouterror): request timed out\b"),
    # a launcher that gave up waiting for its server to come up (ollama's runner)
    ("hang", CAUSE, r"(timed out|timeout) (while )?waiting for (the )?[a-z_ -]*(runner|server|model|engine|worker)s? to"
                    r" (start|load|come up|be ready|become ready)"
                    r"|(runner|server|model|engine|worker)s? (failed|did not|didn't) (to )?start within"),
    # round 83: the same deadline in other words ("TimeoutError: Orchestrator did not become ready within 600s"), and
    # vLLM-Omni's orchestrator that gave up on its stages ("Initialization timeout: 0/1 stages ready"), at WARNING: a
    # precursor of the generic "Stage initialization failed" just after it
    ("hang", CAUSE, r"did not become (ready|healthy) (within|in) [0-9]+ ?(s|sec|secs|seconds|m|min|minutes)\b"
                    # round 122: a wrapper's own wait that ran out ("Exception: sglang server did not become ready
                    # after waiting.")
                    r"|(server|engine|model)s? did not become (ready|healthy) after waiting\b"),
    ("hang", PRECURSOR, r"initiali[sz]ation timeout: [0-9]+/[0-9]+ stages ready"),
    # round 132: a probe the server answered with a client error ("Liveness probe failed: HTTP probe failed with
    # statuscode: 404": a path or credentials the server will never accept): the server was there, so the kill that
    # follows is no hang; not its 503 while the model loads (source batch 18), which later probes outlive
    ("exited", CAUSE, r"(liveness|startup) probe failed: http probe failed with statuscode: 4[0-9][0-9]\b"),
    # the kubelet killed a container whose liveness probe went unanswered (a server that stopped answering)
    ("hang", CAUSE, r"failed liveness probe, will be restarted"),
    # round 82: a launcher's or harness's own deadline for the server it waits on ("vLLM not ready after 30 minutes");
    # and a harness's report of a container of its pod that crashed ("Crashed container in pod: vllm-standalone-...")
    # (round 122: "within" too: a Modal app's "TimeoutError: SGLang server not ready within 300 seconds")
    ("hang", CAUSE, r"(vllm|sglang|server|model|engine|service|endpoint|pod)s? (is |was )?not ready (after|within) "
                    r"[0-9]+ ?(s|sec|secs|seconds|m|min|mins|minutes|h|hours)\b"),
    ("exited", DEATH, r"crashed containers? in pod\b"),
    # a supervisor whose wait for its server's health check or a worker pool ran out (llama-swap, ramalama,
    # Xinference's sub-pool), or whose RPC server never answered (Aphrodite's, vLLM V0's)
    # (round 122: llama-swap's "unable to start process: health check failed after 15s")
    ("hang", CAUSE, r"health check[^.]{0,40} timed out after"
                    r"|health check failed after [0-9]+ ?(ms|s|sec|secs|seconds)\b"
                    r"|(sub ?pool|subprocess) creation timed out"
                    r"|rpcserver didn't reply within|(server|engine|worker)s? (didn't|did not) (reply|respond) within"),
    # a launcher that waited its deadline for the server's other processes (Xinference: "Timed out after 601 seconds
    # waiting for clients. 1/2 clients joined.")
    ("hang", CAUSE, r"timed out after [0-9]+ seconds waiting for (clients|workers|ranks|processes|replicas|the)"),
    # the newest servers' own deadlines: vLLM's engine waiting on its front end, SGLang's nodes waiting on node 0 and
    # on weights that never became ready, DeepEP's dispatch waiting on its peers
    ("hang", CAUSE, r"timeout waiting for kv cache thread to be ready|raychanneltimeouterror"),
    ("hang", CAUSE, NO_HEARTBEAT),  # vLLM V0's client: its engine stopped answering
    # round 64: Unsloth's launcher of a vLLM process whose output ended before it said it was ready ("Stdout stream
    # ended before readiness message detected.")
    ("exited", DEATH, r"stream ended before readiness message"),
    # round 123: LM Studio's runtime whose server process ended while it waited for its health ("Engine protocol
    # runtime llama-server for X exited before becoming healthy."), a client whose request the server dropped without
    # an answer (Cortex's "CURL request failed: Server returned nothing (no headers, no data)")
    ("exited", DEATH, r"exited before becoming (healthy|ready)\b|server returned nothing \(no headers, no data\)"),
    ("hang", CAUSE, r"did not receive response from front-end process within|failed to receive worker ports from node"
                    r" [0-9]+ within timeout|weights are not ready after waiting [0-9]+ seconds|deep_?ep error: timeout"),
    ("fatal_signal", CAUSE, r"segmentation fault"),
    ("fatal_signal", CAUSE, r"segfault encountered"),  # a segfault handler's banner ("!!!!!!! Segfault encountered")
    # round 122: Valgrind's report of a memory access the program made out of bounds ("==17652== Invalid read of size
    # 8", then the stack of the access): the memory error that a crash would follow, named where it happened
    ("fatal_signal", CAUSE, r"^==[0-9]+== invalid (read|write) of size [0-9]+[ \t]*$"),
    # Triton Inference Server's own signal handler: "Signal (11) received." (SEGV, ABRT, ILL, BUS, FPE)
    ("fatal_signal", CAUSE, r"signal \((11|6|4|7|8)\) received"),
    ("fatal_signal", CAUSE, r"traps: [^ ]+\[[0-9]+\] (general protection fault|trap invalid opcode|divide error)"),  # kernel
    # Windows: an access violation, and the NTSTATUS codes of one and of an illegal instruction (signed or unsigned)
    ("fatal_signal", CAUSE, r"access violation (reading|writing|executing)|0xc0000005|-1073741819|0xc000001d|-1073741795"
                            r"|3221225477|3221225501"
                            # integer division by zero, stack overflow, heap corruption
                            r"|0xc0000094|-1073741676|3221225620|0xc00000fd|-1073741571|3221225725|0xc0000374"
                            r"|-1073740940|3221226356"),
    # round 90: ... and in the words of a crash reporter or a runtime ("[01:16:13]Exception: C0000005.ACCESS_VIOLATION",
    # Rust's "(exit code: 0xc0000005, STATUS_ACCESS_VIOLATION)", "EXCEPTION_ILLEGAL_INSTRUCTION")
    ("fatal_signal", CAUSE, r"access_violation|(status|exception)_(illegal_instruction|stack_overflow|int_divide_by_zero"
                            r"|heap_corruption)"),
    # round 93: systemd-coredump's report of the process it caught ("Process 628640 (llama-server) of user 1000 dumped
    # core.", "... terminated abnormally with signal 11/SEGV"; round 104: after journalctl's marker for a message that
    # carries a link, "[\U0001f855] Process ...")
    ("fatal_signal", CAUSE, r"^[ \t]*(\[[^ \]]{1,4}\] )?process [0-9]+ \([^)]*\) of user [0-9]+ (dumped core|terminated abnormally)"),
    # round 104: systemd that starts its core dump handler for a process that just crashed ("Started Process Core Dump
    # (PID 1343945/UID 0).", newer: "Started systemd-coredump@3-1343945-0.service - Process Core Dump (PID ...)")
    ("fatal_signal", CAUSE, r"started (systemd-coredump@[^ ]* - )?process core dump \(pid [0-9]+"),
    ("fatal_signal", CAUSE, r"\]: segfault at [0-9a-f]+ ip "),  # the kernel's report: "comm[pid]: segfault at ADDR ip"
    ("fatal_signal", CAUSE, r"sigsegv"),
    # systemd-coredump's record of the crash ("Signal: 11 (SEGV)")
    ("fatal_signal", CAUSE, r"^[ \t]*signal: (4|6|7|8|11) \((segv|ill|abrt|bus|fpe)\)"),
    ("fatal_signal", CAUSE, r"bus error"),
    ("fatal_signal", CAUSE, r"sigbus"),
    ("fatal_signal", CAUSE, r"floating point exception"),
    ("fatal_signal", CAUSE, r"sigfpe"),
    # round 125: the other signals whose default action dumps core, as a shell reports them ("bash: line 1: 23599
    # Trace/breakpoint trap  llama-server ...", a breakpoint left in; "Bad system call", a seccomp filter) or by name
    ("fatal_signal", CAUSE, r"\btrace/breakpoint trap\b|\bbad system call\b|\bsig(trap|sys)\b"),
    # round 134: a shell's job report of the other signals that end a server, with bash's words for them ("bash: line 1:
    # 16223 Profiling timer expired  llama-server ...", SIGPROF; "Power failure", SIGPWR; "File size limit exceeded",
    # SIGXFSZ under ulimit -f; "CPU time limit exceeded", SIGXCPU under ulimit -t; bash pads the words to a column,
    # and a long one meets the command with no space)
    ("fatal_signal", CAUSE, r"^[^ ]*: line [0-9]+: +[0-9]+ (profiling timer expired|power failure|file size limit "
                            r"exceeded|cpu time limit exceeded|virtual timer expired)"),
    ("fatal_signal", CAUSE, r"illegal instruction \(core dumped\)"),
    ("fatal_signal", CAUSE, r"^[ \t]*illegal instruction[ \t]*$"),  # a shell's report of SIGILL
    # zsh's and macOS shells' words for a child's signal: SIGILL, SIGTRAP (a Swift or ObjC trap, __builtin_trap),
    # SIGSYS (a seccomp filter, Android); "Killed: 9" is SIGKILL, as a bare "Killed" is
    ("fatal_signal", CAUSE, r"illegal hardware instruction|^[ \t]*trace/bpt trap|^[ \t]*bad system call([ \t]|$)"),
    ("killed_oom_host", CAUSE, r"^[ \t]*killed: 9([ \t]|$)"),
    # a sanitizer's report (ASan halts the process after its first error)
    ("fatal_signal", CAUSE, r"==[0-9]+==error: (address|memory|thread|leak)sanitizer: "),
    ("fatal_signal", CAUSE, r"[0-9] +illegal instruction([ \t]|$)"),  # the shell's job report
    # the same reports in the machine's language (glibc's translations of strsignal, as bash prints them for a child):
    # SIGSEGV, SIGILL, SIGBUS and SIGFPE in Chinese, German, French, Spanish, Portuguese, Italian, Russian, Japanese and
    # Korean ("非法指令 (核心已转储)", "Speicherzugriffsfehler (Speicherabzug geschrieben)", "Erreur de segmentation"); a
    # capital letter outside ASCII is written as its own alternative, not in a class: the stdlib engine folds only
    # ASCII case, and the block scan's Latin-1 RE2 reads a class of UTF-8 letters as single bytes
    ("fatal_signal", CAUSE, r"段错误|非法指令|总线错误|浮点数例外|speicherzugriffsfehler|ungültiger maschinenbefehl"
                            r"|erreur de segmentation|instruction illégale|violación de segmento|instrucción ilegal"
                            r"|falha de segmentação|instrução ilegal|errore di segmentazione|(ошибка|Ошибка) сегментирования"
                            r"|(недопустимая|Недопустимая) инструкция|セグメンテーション違反|不正な命令|세그멘테이션 오류|bus-zugriffsfehler"
                            r"|gleitkomma-ausnahme|erreur du bus|exception en point flottant|excepción de coma flotante"),
    ("fatal_signal", CAUSE, r"sigill([^a-z]|$)"),
    # PyTorch's terminate handler on Windows, before the native stack it prints
    ("fatal_signal", CAUSE, r"unhandled exception caught in c10/util/aborthandler\.h"),
    # an Objective-C API's failed assertion (Metal's validation: "-[_MTLCommandBuffer addCompletedHandler:]:1011:
    # failed assertion `Completed handler provided after commit call'"): it aborts the process (round 66: a class name
    # with digits, "-[AGXG16XFamilyCommandBuffer tryCoalescing...:nextEncoderClass:]:1094: failed assertion `...'")
    ("fatal_signal", CAUSE, r"^[ \t]*-\[[a-z0-9_]+ [a-z0-9_:]+\]:[0-9]+: failed assertion `"),
    # zsh's job report of a child's signal ("[1]    48213 abort      ./server", "[1] segmentation fault  python ..."):
    # the shell's report of the death (round 128: after the C++ runtime's own "terminating due to uncaught exception"
    # the abort's line stays the first, as after "Aborted (core dumped)")
    ("fatal_signal", DEATH, r"^\[[0-9]+\][ \t]+([0-9]+[ \t]+)?(abort|segmentation fault|bus error)[ \t]"),
    # a ggml fork's own check that the tensors it placed fit the GPU's memory (PowerInfer's "GGML_ASSERT: ...:
    # vram_allocated_bytes < vram_capacity"): the device's memory ran out, the assert only reports it
    ("cuda_oom", CAUSE, r"ggml_assert: .*vram[a-z_]* <=? [a-z_]*(capacity|free|budget|total)"),
    ("fatal_signal", CAUSE, r"ggml_assert"),
    ("fatal_signal", SIGNAL, r"unreachable executed at "),  # LLVM's llvm_unreachable: it aborts
    ("fatal_signal", CAUSE, r"fatal python error: (segmentation|bus|illegal|floating)"),
    # round 122: an assertion that a CUDA call succeeded, failed (FlashMLA's "RuntimeError: Assertion error
    # (.../phase1.cuh:614): Assertion `res == CUresult::CUDA_SUCCESS` failed.", behind a vLLM worker's prefix): the CUDA
    # call failed, a CUDA error whether raised to Python or aborting (ggml's GGML_ASSERT above keeps its abort)
    ("cuda_error", CAUSE, r"assertion [`'][^`']*(cudasuccess|cuda_success)[^`']*[`'] failed"),
    # round 63: a native library's check or assertion raised to Python as an exception (xgrammar's "RuntimeError:
    # [23:42:39] .../grammar_matcher.cc:556: Check failed: (...) is false: ...", FlashMLA's "RuntimeError: Assertion error
    # (.../phase1.cuh:614): Assertion `res == CUresult::CUDA_SUCCESS` failed."): an exception, no abort (round 122: one
    # on a CUDA call's result is the CUDA error, by the rule above)
    ("exited", EXCEPTION, r"^[a-z_][a-z0-9_.]*(error|exception): .*((\]|\)|:|\.) check failed: |" + C_ASSERT + ")"),
    # round 124: torch's shape mismatch, as the tail of its message ends a line a paste cut ("` at non-singleton
    # dimension 0.  Target sizes: [256].  Tensor sizes: [512]"): the exception that ended what raised it
    ("exited", EXCEPTION, r"at non-singleton dimension [0-9]+\.? +target sizes: \[[0-9, ]*\]\.? +tensor sizes: \["),
    ("fatal_signal", CAUSE, C_ASSERT),  # a C assert(): abort() follows
    # the same in Cosmopolitan's (llamafile's) words: "./llama.cpp/json.h:21450: assert(it != end) failed"
    ("fatal_signal", CAUSE, r"\.(c|cc|cpp|cxx|h|hpp|cu):[0-9]+: assert\(.*\) failed"),
    # a C++ CHECK() (glog, TurboMind's ``[TM][FATAL] file.cu(212): Check failed: ...``, Ray's RAY_CHECK after its own
    # sentence: "... work with you to fix it. Check failed: ..."): abort() follows; the ``]``/``)``/``:``/``.`` before it
    # keeps out "health check failed"
    ("fatal_signal", CAUSE, r"(\]|\)|:|\.) check failed: "),
    # (round 133: TurboMind's check with its words cut from a paste, "[TM][FATAL] comm\device_comm.cc(28): Check"; not
    # any line at its fatal level, source batch 10: "[TM][FATAL] ... copy failed: ... code=700" before the segfault)
    ("fatal_signal", CAUSE, r"^[ \t]*\[tm\]\[fatal\] [^ ]+\([0-9]+\): che"),
    # Ray's fatal check preamble (its log level C, the process aborts), even where the line is cut before the check
    ("fatal_signal", CAUSE, r"an unexpected system state has occurred\. you have likely discovered a bug in ray"),
    # a Ray worker that lost its raylet's socket mid-push (compiled graphs' channels), just before the raylet's own
    # fatal check: the generic line opens that burst
    ("fatal_signal", BURST, r"error pushing mutable object: rpcerror"),
    # glog's FATAL level ("F1204 16:31:02.123456 12345 file.cpp:203] ..."): it aborts after the line
    ("fatal_signal", CAUSE, r"^f[0-9]{4} [0-9:.]+ +[0-9]+ [a-z0-9_-]+\.(cc|cpp):[0-9]+\] "),
    ("fatal_signal", CAUSE, r"\.(c|cc|cpp|cu|cuh|h|hpp):[0-9]+: fatal error"),  # GGML_ABORT("fatal error")
    # GGML_ABORT in its own words, from a llama.cpp/ggml source file ("/app/src/llama-kv-cache.cpp:1043: The current
    # KV cache / model configuration does not support K-shift", "server-context.cpp:2412: failed to remove sequence 0"):
    # abort() follows. No column: a compiler's "file.cpp:12:5: warning: ..." has one
    # (round 66: in ggml's other sources too, "ggml-metal.m:1352: unsupported op")
    ("fatal_signal", CAUSE, r"(ggml|llama|server|common/)[a-z0-9_./-]*\.(cpp|c|m|cu|cuh):[0-9]+: [a-z]"),
    ("fatal_signal", CAUSE, r"(ggml|llama|server)[a-z0-9_./-]*\.c:[0-9]+: [a-z]"),
    ("fatal_signal", CAUSE, r"(ggml|llama|server)[a-z0-9_./-]*\.(cu|cuh):[0-9]+: [a-z]"),
    ("fatal_signal", CAUSE, r"double free or corruption"),
    ("fatal_signal", CAUSE, r"malloc\(\): [a-z ]*corrupt"),
    ("fatal_signal", CAUSE, r"free\(\): invalid"),
    # glibc's other heap-consistency aborts (round 48: "malloc(): unaligned tcache chunk detected", and the other
    # checks of glibc's allocator, in its own "function(): what" form)
    ("fatal_signal", CAUSE, r"(^|[^a-z_])(malloc|malloc_consolidate|_int_malloc|free|_int_free|tcache_thread_shutdown)"
                            r"\(\): (unaligned|invalid|double free|mismatching|corrupted|memory corruption"
                            r"|(smallbin|unsorted) double linked list)"),
    ("fatal_signal", CAUSE, r"corrupted (size vs\.? prev_size|double-linked list|unsorted chunks)|(munmap_chunk|realloc)\(\): invalid"),
    ("fatal_signal", CAUSE, r"stack smashing detected"),
    # ... and macOS's allocator's own checks, in its "prog(pid,0x...) malloc: *** error for object 0x...: pointer being
    # freed was not allocated" words (round 51, before llamafile's "Uncaught SIGABRT")
    ("fatal_signal", CAUSE, r"malloc: \*\*\* error for object |pointer being (freed|realloc'd) was not allocated"
                            r"|incorrect checksum for freed object"),
    # Go's runtime ends the program with "panic: ..." or "fatal error: ..." and the goroutine dump. A panic is an
    # unrecovered error, its exit status 2 (round 62: every reader of heldout209/20908's and heldout221/22104's called
    # it exited); a nil pointer's is the segmentation fault the runtime turned into one ("[signal SIGSEGV ...]" next)
    ("fatal_signal", CAUSE, r"^[ \t]*panic: runtime error: invalid memory address or nil pointer dereference"),
    ("exited", CAUSE, r"^[ \t]*panic: "),
    ("fatal_signal", CAUSE, r"^[ \t]*fatal error: (runtime:|concurrent map|all goroutines are asleep|unexpected signal"
                            r"|stack overflow|sync: |fault[ \t]*$)"),
    # round 96: ... and any other throw of Go's runtime, which ends the program the same way ("fatal error: index out of
    # range" while it copied a goroutine's stack, "runtime stack:" next); a compiler's "x.c:1:2: fatal error:" and
    # "gcc: fatal error:" begin with their file or program, and Go's out of memory is the host's (its rule is first)
    ("fatal_signal", CAUSE, r"^[ \t]*fatal error: [a-z]"),
    # Go's runtime reporting a memory fault in C code it called (cgo): "unexpected fault address 0x...", then "fatal
    # error: fault" and the "[signal ...]" line
    ("fatal_signal", CAUSE, r"^[ \t]*unexpected fault address (0x)?[0-9a-f]+"),
    # ... as ollama's scheduler passes it on, the runner's last error words after its own ("llama runner process has
    # terminated: error:fault", round 62)
    ("fatal_signal", CAUSE, r"has terminated: error: ?fault\b"),
    # ... and on Windows, an exception in that C code: "Exception 0xc0000005 0x0 0x... 0x..." (its code, two of its
    # parameters, the address), then "PC=..." and "signal arrived during external code execution" (round 48: ollama's
    # runner ended by an uncaught C++ exception, 0xe06d7363)
    ("fatal_signal", CAUSE, r"^[ \t]*exception 0x[0-9a-f]{8} 0x[0-9a-f]+ 0x[0-9a-f]+ 0x[0-9a-f]+[ \t]*$"),
    # a C++ assertion raised into Python as an exception ("RuntimeError: [TensorRT-LLM][ERROR] Assertion failed: ...",
    # TensorRT-LLM's throwRuntimeError): an exception, not an abort
    ("exited", EXCEPTION, r"^[a-z_][a-z0-9_.]*(error|exception): (\[[a-z-]+\])*[ \t]*assertion (fail(ed)?|error)"
                          r"( \([^)]*\))?: "),
    # a C++ assertion macro's report ("[TensorRT-LLM][ERROR] Assertion failed: msg (file.cpp:211)", MSVC's)
    # TensorRT-LLM's own check (TLLM_CHECK) throws an exception, it does not abort: at the start of its error line
    # ("[TensorRT-LLM][ERROR] Assertion failed: ...", also as its executor's "Encountered an error in forwardAsync
    # function: ...") it is a failure the program reports, as a Python exception is; its terminate's what() and a
    # C-style assert stay aborts
    ("exited", EXCEPTION, r"^[ \t]*(\[tensorrt-llm\]\[error\] )+(encountered an error in [a-z]+ function: "
                          r"(\[tensorrt-llm\]\[error\] )?)?assertion failed: "
                          # (round 127: raised inside a Triton back end's exception: "TritonModelException: Executor
                          # failed process requestId N due to the following error: ... [TensorRT-LLM][ERROR] Assertion
                          # failed: mNextBlocks.empty()")
                          r"|^[ \t]*[a-z_][a-z0-9_.]*(error|exception): "
                          r".*\[tensorrt-llm\]\[error\] assertion failed: "),
    # round 66: an assertion in a CUDA header's kernel ("Assertion failed: deep_gemm/include/deep_gemm/impls/
    # smxx_layout.cuh:131, condition: ...", DeepGEMM's device assert, which traps): the device's assertion
    ("device_side_assert", CAUSE, r"(^|\])[ \t]*assertion failed: [^ ,]*\.cuh?:[0-9]+"),  # (.cu: source pass 20, DeepEP's)
    ("fatal_signal", CAUSE, r"(^|\])[ \t]*assertion fail(ed)?: "),
    ("killed_oom_host", CAUSE, r"^[ \t]*killed([ \t]|$)|" + KILLED_SHELL),  # (round 101: KILLED_SHELL)
    # ... but a shell's report of `timeout -s KILL` killed (the process it names is the deadline's wrapper, round 55:
    # "bash: line 1: 8955 Killed  timeout -s KILL 0.4 llama-server ...") is that deadline's kill, no memory killer's
    ("exited", CAUSE, r"[0-9] +killed +timeout[ \t]"),
    ("killed_oom_host", CAUSE, r"[0-9] +killed([ \t]|$)"),  # the shell's job report: "1234 Killed  python ..."
    # the shell's job report of a signal that ends a process without a crash ("bash: line 1: 8932 Hangup  llama-server
    # ...": an SSH session that dropped, round 55; "Terminated": a kill's SIGTERM)
    ("exited", DEATH, r": line [0-9]+: +[0-9]+ +(hangup|terminated|alarm clock|user defined signal [12])[ \t]"),
    ("killed_oom_host", CAUSE, r"\|[ \t]*killed[ \t]*$"),  # behind a docker compose "svc  |" prefix
    # the same bare "Killed" in the machine's language (glibc's translations, as bash prints them)
    ("killed_oom_host", CAUSE, KILLED_TRANSLATED),
    # the shell's "Killed" glued to the progress bar it interrupted ("Loading checkpoint shards: 75%|...| 3/4 [...]Killed")
    ("killed_oom_host", CAUSE, r"(it/s|s/it)\]kill(ed)?[ \t]*$"),
    ("killed_oom_host", CAUSE, r"task [0-9]+: killed[ \t]*$"),  # Slurm's srun: "srun: error: node: task 0: Killed"
    # NCCL's own report of a failure, before the exception it causes (plugin-loading warnings excepted)
    ("nccl_error", PRECURSOR, r"nccl warn "),
    # ggml could not get host memory for a buffer and returns none: the abort it causes just after (a GGML_ASSERT on
    # the buffer) is that failure
    ("fatal_signal", PRECURSOR, ALIGNED_MALLOC),
    # PyTorch's caching allocator warning that an allocation failed with OOM (the caller may catch it and go on): the
    # cause of a generic death soon after
    ("cuda_oom", PRECURSOR, r"memory allocation failed with oom on device"),
    # llama.cpp's server could not decode a batch: a request's failure it survives, or the cause of the end of its
    # loop just after ("unexpected error in ... update_slots - exiting main loop")
    ("exited", PRECURSOR, r"update_slots ?: failed to decode the batch"),
    # UCX's own error report (the RDMA transport under NIXL's or Mooncake's KV transfer) names why a generic death
    # soon after it happened
    ("exited", PRECURSOR, r"ucx +error "),
    # round 117: SGLang's report that an image's embedding and its text disagree on the number of image tokens ("Number
    # of tokens in multimodal embedding does not match those in the input text. Got 279 tokens in the text but 260
    # tokens from multimodal embeddings.", once per rank): no event alone, but it names why the scheduler died after it
    ("exited", PRECURSOR, r"number of tokens in multimodal embedding does not match those in the input text"),
    ("exited", REGISTERS, r"^[ \t]*rflags +0x[0-9a-f]+[ \t]*$"),
    # round 74: a transfer engine's own error line that its peer refused the connection (Mooncake's glog line, "E0116
    # 07:02:59.408227 2594575 transfer_metadata_plugin.cpp:909] SocketHandShakePlugin: connect()10.0.0.30:15041:
    # Connection refused [111]"), before the scheduler that could not set up its store dies
    # ... or could not register the GPU's memory with the RDMA device (round 79: "E0605 10:48:27.885119 10136
    # rdma_context.cpp:203] Failed to register memory 0x7b375b400000: Invalid argument [22]", then SGLang's "Mooncake
    # memory registration failed." and the scheduler's death)
    ("exited", PRECURSOR, r"^e[0-9]{4} [0-9:.]+ +[0-9]+ [a-z0-9_]+\.(cpp|cc):[0-9]+\] .*(connection refused"
                          r"|failed to register memory)"),
    # round 74: ggml-metal's line before its GGML_ASSERT(false && "not implemented") for a tensor type ("Asserting on
    # type 8"): it opens the abort
    ("fatal_signal", BURST, r"^[ \t]*asserting on type [0-9]+[ \t]*$"),
    # (transport/p2p.cc has digits; round 74: RCCL's build path has dashes and dots, ".../ubuntu-22.04/22.04/...")
    ("nccl_error", TRAIL, r"nccl info [a-z0-9_/.-]+\.(cc|c|cu):[0-9]+ -> [1-9]"),
    # a launcher's generic report that the server did not come up: after every specific cause, since
    # the same line often names one ("error loading llama server" error="...: signal: killed")
    ("model_load_error", LOAD, r"error loading llama server"),  # ollama
    # llama-server's advice after the model's chat template failed to parse or render at start-up: the error it
    # printed just before is the failure (it then exits "due to model loading error")
    ("model_load_error", LOAD, r"please consider disabling jinja"),
    ("model_load_error", LOAD, r"shard [0-9]* ?failed to start"),  # TGI
    ("model_load_error", LOAD, r"shardcannotstart"),
    # text-generation-webui's report that its llama-server did not come up (the server's own error comes first)
    ("model_load_error", LOAD, r"error loading the model with"),
    # round 128: a CLI's summary that the model it asked its server for did not load (Nexa's "Oops. Model failed to
    # load.", Cortex's "Model loading failed" after its cross mark): the server's own error, when shown, names it
    ("model_load_error", LOAD, r"(^|[^a-z ] *)model (failed to load|loading failed)[ \t.!]*$"),
    # round 128: a model's Go chat template that calls a function this ollama does not have ("Error: template: :3:
    # function \"currentDate\" not defined", a template written for a newer release): the model cannot be used
    ("model_load_error", CAUSE, r"error: template: [^ ]*:[0-9]+:( [0-9]+:)? function \"[^\"]+\" not defined"),
    # ... a desktop app's supervisor whose engine server ended (Jan's Tauri shell: "[Cortex Terminated]: Signal
    # Some(15), Code None", then "Cortex server terminated unexpectedly."): the death, its cause not shown
    ("exited", DEATH, r"terminated\]: signal some\([0-9]+\)|server terminated unexpectedly\.?[ \t]*$"),
    ("model_load_error", CAUSE, r"failed (starting|to start)(/connecting)? (to )?the (grpc|backend) (service|server)"),  # LocalAI
    ("fatal_signal", SIGNAL, r"fatal python error"),
    ("fatal_signal", SIGNAL, r"terminate called"),
    ("fatal_signal", SIGNAL, r"core dumped"),
    ("fatal_signal", SIGNAL, r"核心已转储|\(吐核\)|speicherabzug geschrieben|コアダンプ|imagem do núcleo gravada"
                             r"|'core' generado|стек памяти сброшен на диск"),
    ("fatal_signal", SIGNAL, r"^[ \t]*aborted"),
    ("fatal_signal", SIGNAL, r"[0-9] +aborted([ \t]|$)"),
    ("fatal_signal", SIGNAL, r"(^[ \t]*|[0-9] +)(已放弃|已中止|abgebrochen|abandon|abortado|(аварийный|Аварийный) останов|中止しました)"
                             r"([ \t(]|$)"),
    ("fatal_signal", SIGNAL, r"sigabrt"),
    ("fatal_signal", SIGNAL, r"ggml_abort|ggml_print_backtrace"),
    # (round 88: Python's faulthandler lists the extension modules after its "Fatal Python error" report; a paste whose
    # report's head was cut, or interleaved with another process's lines, still shows the crash there)
    ("fatal_signal", SIGNAL, r"^extension modules: [a-z_][a-z0-9_.]*(, [a-z_][a-z0-9_.]*)*"),
    # (round 132: llama.cpp's backtrace puts the process id before each frame, "[54311] /lib64/libggml-base.so.0(+0x4765)
    # [0x7f6fdfce0765]")
    ("fatal_signal", BT_FRAME, r"^(\[[0-9]+\] )?[^ ()]+\(([a-z_][a-z0-9_.]*)?\+0x[0-9a-f]+\) ?\[0x[0-9a-f]+\][ \t]*$"),
    ("fatal_signal", SIGNAL, r"abort was called at [0-9]+ line in file"),  # Intel's compute runtime (oneAPI/SYCL)
    # Open MPI's signal handler in a process it launched ("[host:986417] *** Process received signal ***", then
    # "Signal: Segmentation fault (11)" and its frames)
    ("fatal_signal", SIGNAL, MPI_BANNER),
    ("fatal_signal", SIGNAL, r"^[ \t]*pure virtual method called"),  # the C++ runtime, then std::terminate
    # round 58: Ray's terminate handler in a worker ("logging.cc:108: Unhandled exception: N5boost10wrapexcept...
    # what(): thread: Resource temporarily unavailable"), and UCX's signal handler's dump, whose "Caught signal" line
    # a paste may lack ("==== backtrace (tid:    319) ====", its frames after it)
    ("fatal_signal", SIGNAL, r"logging\.cc:[0-9]+: unhandled exception: "),
    ("fatal_signal", SIGNAL, r"^[ \t]*==== backtrace \(tid: *[0-9]+\) ====[ \t]*$"),
    # the what() of an uncaught C++ exception, in words that no rule names (a bare type name says nothing)
    ("fatal_signal", SIGNAL, r"^[ \t]*what\(\): +[^ ]+ [^ ]"),
    # Rust: provisional, the message may name a cause (newer Rust prints the thread's id: "thread 'x' (1234) panicked")
    ("fatal_signal", SIGNAL, r"thread '[^']*'( \([0-9]+\))? panicked at"),
    ("exited", EXCEPTION, r"enginedeaderror"),
    # round 58: asyncio's report that vLLM V0's engine loop task ended in an exception, through the callback the
    # engine set on it ("Exception in callback _raise_exception_on_finish(request_tracker=...)", later
    # "Exception in callback functools.partial(<function _log_task_completion ..."): the engine is dead, the
    # traceback after it (often cut from a paste) says why
    ("exited", EXCEPTION, r"exception in callback (_raise_exception_on_finish|functools\.partial\(<function _log_task_completion)"),
    # Ray's report of an exception raised in an actor or task, whose message is the remote traceback ("(ServeController
    # pid=501) RuntimeError: Traceback (most recent call last):", round 54); provisional, its end names the failure
    ("exited", EXCEPTION, r"[a-z_.]*(error|exception): traceback \(most recent call last\):[ \t]*$"),
    # vLLM V0's engine process logging what ended its loop, as the exception's repr ("ERROR 07-29 14:42:58
    # [engine.py:163] KeyError('chatcmpl-...')", round 53, the traceback cut from the paste); LMDeploy's report that a
    # tensor-parallel rank failed as it built the model ("lmdeploy - ERROR - ... - Rank[1] failed."). Provisional: a
    # cause in what follows names the failure
    ("exited", EXCEPTION, r"^[ \t]*error [0-9]{2}-[0-9]{2} [0-9:]+ \[?engine\.py:[0-9]+\] [a-z_.]*(error|exception)\("),
    ("exited", EXCEPTION, r" - error - .* - rank\[[0-9]+\] failed\.?[ \t]*$"),
    # a container whose entry point could not be started (round 51: podman's init, "ERROR (catatonit:2): failed to exec
    # pid1: No such file or directory"; docker's "exec: \"vllm\": executable file not found in $PATH" and "exec
    # format error"): the server never ran, and the health check that times out after it is its consequence (an OCI
    # runtime's other failures name their own cause: the GPU hook's is cuda_error)
    ("exited", CAUSE, r"failed to exec pid1|executable file not found in \$path|exec [^ ]+: exec format error"),
    # (round 121: podman's container that could not be created, as RamaLama reports it: "Error: container create failed (no
    # logs from conmon): conmon bytes ...")
    ("exited", CAUSE, r"error: container create failed"),
    # round 119 (a real H100 run): llama-server's Web UI settings that are not JSON ("init: failed to parse UI config:
    # [json.exception.parse_error.101] ..."), after both models loaded; its "exiting due to model loading error" after it
    # is the generic exit of its start-up, not a model that failed
    ("exited", CAUSE, r"init: failed to parse ui config"),
    # round 129 (a real H100 run): llama.cpp's tensor split mode refused with what it lacks ("E llama_init_from_model:
    # SPLIT_MODE_TENSOR requires flash_attn to be enabled", and on a host with no GPU "LLAMA_SPLIT_MODE_TENSOR needs >=
    # 1 devices"): options that do not go together, not a model that could not be read (its "exiting due to model
    # loading error" after it is the generic exit of its start-up)
    ("exited", CAUSE, r"split_mode_tensor (needs|requires) "),
    # ollama's load request that its runner never answered ("do load request" error="Post .../load: EOF"): the runner
    # died as it loaded; provisional, the exit status it reports next may name a signal (round 51)
    ("exited", EXCEPTION, r"msg=\"?do load request\"? error=\"?post .*(eof|connection refused|connection reset)"),
    ("exited", EXCEPTION, r"encountered a fatal error"),
    ("exited", EXCEPTION, r"hit an exception"),
    # round 117: BentoML's runner that failed to start, its traceback opened on the logger's ERROR line ("[ERROR]
    # [runner:llm-baichuan-runner:1] Traceback (most recent call last):", OpenLLM's vLLM back end): the runner's death
    # report, named by the exception that ends the traceback; TensorRT-LLM's build command's own failure line ("[TRT-LLM]
    # [E] Engine building failed, please check the error log.")
    ("exited", EXCEPTION, r"\[error\] \[runner:[^]]*\] traceback \(most recent call last\)"),
    # (round 129: IPython's header of a cell's uncaught exception, its class padded to a column: "RuntimeError
    # Traceback (most recent call last)"; the exception that ends it takes the line, a paste cut there keeps it)
    ("exited", EXCEPTION, r"^[ \t]*[a-z_][a-z0-9_.]*(error|exception) {3,}traceback \(most recent call last\)[ \t]*$"),
    ("exited", DEATH, r"\[trt-llm\] \[e\] engine building failed"),
    # round 83: Python multiprocessing's refusal to spawn a child from a main module without the main guard (a script
    # that builds vLLM's LLM() at module level on Windows or macOS): "An attempt has been made to start a new process
    # before the current process has finished its bootstrapping phase."
    ("exited", EXCEPTION, r"an attempt has been made to start a new process before"),
    # ... and its refusal to let a daemonic worker start processes of its own (an engine launched inside a worker pool:
    # "AssertionError: daemonic processes are not allowed to have children"): the engine never started
    ("exited", CAUSE, r"daemonic processes are not allowed to have children"),
    # round 82: older SGLang's words for the same report, its traceback after it ("Exception in ModelTpServer:", 0.1's
    # "Exception in ModelRpcServer:", its controller's and detokenizer's): the exception that ends it names the label
    ("exited", EXCEPTION, r"exception in (model(tp|rpc)server|controller(single|multi)?|detokenizermanager)\b"),
    # a worker that cannot reach its cluster's coordinator as it starts (Xinference's worker and its supervisor)
    ("exited", EXCEPTION, r"cannot connect to (the )?(supervisor|controller)"),
    ("exited", EXCEPTION, r"received sigquit"),
    ("exited", EXCEPTION, r"sigquit received"),
    ("exited", EXCEPTION, r"initialization failed"),  # vLLM's engine core, SGLang's warmup
    # vLLM's engine, its workers (round 87: vLLM-Omni's stage engines, "StageEngineCoreProc failed to start.")
    ("exited", EXCEPTION, r"(engine ?(core)?( process| ?proc)?|workerproc) failed to start"),
    ("exited", EXCEPTION, r"failed to start (the )?(vllm |sglang )?engine"),  # Triton's vLLM backend, and the like
    # Triton's Python backend: the model's initialize() raised (logged at INFO, the exception in the same line)
    ("exited", EXCEPTION, r"failed to initialize python stub"),
    # TensorRT-LLM's PyTorch executor: one rank's loop raised, and it hard-kills every rank after a grace period
    ("exited", EXCEPTION, r"executor loop crashed on this rank"),
    ("exited", EXCEPTION, r"wait_tasks failed"),  # lmdeploy's engine loop and Ray executor
    ("exited", EXCEPTION, r"engine background (task|loop) failed"),  # vLLM V0's and Aphrodite's async engine
    # fewer free GPUs than the model asks for (Xinference's worker)
    ("exited", EXCEPTION, r"requested gpus exceed the number of available|no available slot found for the model"),
    # a command line whose flags cannot go together (KoboldCpp: "Error: Using --quantkv requires --flashattention")
    ("exited", EXCEPTION, r"^error: [a-z ]*--[a-z0-9_-]+ requires --[a-z0-9_-]+"),
    # a build for CPU features this machine lacks refuses to start (llamafile), before any SIGILL
    ("exited", EXCEPTION, r"cpu feature [a-z0-9_]+ was required at build time"),
    # fewer GPUs than the parallel layout needs (vLLM's Ray placement group; its warning while it waits is not this)
    ("exited", EXCEPTION, r"error: the number of required gpus exceeds the total number of available gpus"),
    ("exited", EXCEPTION, r"output_handler failed"),
    # TGI's shard relays an exception in its warm-up (the traceback after it names it): the shard does not start
    ("exited", EXCEPTION, r"method warmup encountered an error"),
    # a package the server (or its worker) needs is not installed: it cannot start ("ImportError: vLLM is not installed")
    ("exited", EXCEPTION, r"(importerror|modulenotfounderror): .*is not installed"),
    # a kernel library's JIT build through torch's cpp_extension that failed at start-up (FlashInfer's, DeepGEMM's:
    # "RuntimeError: Error building extension 'sampling'"; the compiler's own lines after it say why)
    ("exited", EXCEPTION, r"error building extension '"),
    # the same failure in a library's own words (FlashInfer: "FlashInfer failed to JIT-compile: ninja (build tool) not
    # found"), and xformers finding no attention kernel for the inputs: the server cannot run its kernels
    ("exited", EXCEPTION, r"failed to jit[- ]?compile|jit compilation failed|no operator found for `?memory_efficient_attention"),
    # torchrun's agent: a worker exited with an error (its "Root Cause" table follows, with the exit code)
    ("exited", DEATH, r"childfailederror"),
    # vLLM: a worker's step output that never came back, a compile that failed, no placement for the layout's GPUs
    ("exited", EXCEPTION, r"error getting async model runner output|vllm failed to compile the model"
                          r"|cannot provide a placement group (requiring [0-9]+ gpus|of placement_group_specs)"),
    # a package the server needs, in other words ("DeepEP is not available. Please install DeepEP ...")
    ("exited", EXCEPTION, r"is not available\. please install"),
    # multi-node set-up that cannot proceed: Ray not running or its GCS gone, nodes without unique addresses, the driver
    # outside the placement group, an actor unreachable, the transfer engine or collective library that will not load
    # (ggml's RPC back-end: its server crashed or speaks another version)
    # FastDeploy's engine and rtp-llm's process manager giving up; a parser name vLLM does not know; a chat template
    # llama-server was told to use that it does not have
    # vLLM V0's model runner re-raising what failed in a step (its engine loop dies of it); Python multiprocessing's
    # report that a child process ended in an exception ("Process SpawnProcess-1:", its traceback follows)
    ("exited", EXCEPTION, r"error in model execution|" + PROCESS_HEADER),
    # round 65: Python threading's report of a thread that ended in an exception ("Exception in thread Thread-11
    # (prefetch_thread_func):", SGLang's HiCache prefetch thread), its traceback after it: the exception names it
    ("exited", EXCEPTION, r"(^|[]:|] )exception in thread [^ ]+( \([a-z_0-9.<>]+\))?:[ \t]*$"),
    # ... and the executor's report of a method a worker failed in (vLLM's and its forks' "Error executing method
    # determine_num_available_blocks. This might cause deadlock in distributed execution.", round 48)
    ("exited", EXCEPTION, r"error executing method [a-z_]+\. this might"),
    ("exited", EXCEPTION, r"failed to launch worker processes|service exit now|child process failure cleanup completed"
                          r"|children exited non-zero without shutdown request|\[start_server\] health checks failed"
                          r"|backend server pipe closed unexpectedly|invalid (tool call|reasoning) parser: "
                          r"|^error: the supplied chat template is not supported"),
    ("exited", EXCEPTION, r"could not find any running ray instance|failed to connect to gcs within|every node should have"
                          r" a unique ip address|is not included in a placement group|actorunavailableerror"
                          r"|failed to initiali[sz]e the mooncake transfer engine|failed to load hccl library"
                          r"|model ?runner init failed|rpc server version mismatch"
                          r"|version mismatch: the cluster was started with"),  # Ray's: another Ray or Python here
    # ggml's RPC back-end aborts (GGML_ABORT) when its server went away mid-call: an abort, its backtrace follows
    ("fatal_signal", SIGNAL, r"remote rpc server crashed or returned malformed response"),
    # a server's own memory-accounting check that raised (SGLang's "ValueError: token_to_kv_pool_allocator memory leak
    # detected!"): an internal error, not a device out of memory; its warning form (no exception) goes on
    ("exited", EXCEPTION, r"error: [a-z_]+ memory leak detected"),
    # MPI's own error class as an exception (mpi4py: "MPI.Exception: MPI_ERR_SPAWN: could not spawn processes")
    ("exited", EXCEPTION, r"mpi\.exception: mpi_err_"),
    # SGLang's server that aborts its start when the warm-up request fails ("Server warmup failed; aborting startup")
    ("exited", EXCEPTION, r"warmup failed; aborting startup"),
    # fastllm's own error report (ErrorInFastLLM), which throws: "FastLLM Error: MulTo error: input's shape ..."
    ("exited", EXCEPTION, r"^fastllm error: "),
    # torch_npu's report that the process ended in an exception ("ERR99999 UNKNOWN applicaiton exception", its
    # spelling): the exception just before it names what failed
    ("exited", EXCEPTION, r"err99999 unknown applica[a-z]* exception"),
    ("exited", EXCEPTION, r"exception in worker"),
    ("exited", EXCEPTION, r"error executing method '?[a-z_]+'?\. this might cause deadlock"),
    ("exited", EXCEPTION, r"worker failed with error"),
    ("exited", EXCEPTION, r"exiting due to"),
    # a bad command line (round 74: or its environment variable, 'error while handling environment variable
    # "LLAMA_ARG_CTX_SIZE": stoi')
    ("exited", EXCEPTION, ARGUMENT_ERROR),
    # a command-line parser's rejection: argparse ("prog: error: unrecognized arguments"), click, llama.cpp
    # (round 61: "ambiguous option", an abbreviation that matches several options: "vllm serve: error: ambiguous
    # option: --model could match --model-impl, --model-loader-extra-config", from a --config file's key)
    ("exited", EXCEPTION, r": error: (unrecognized arguments|argument [^ ]+: |the following arguments are required"
                          r"|invalid choice|ambiguous option: )"),
    # the same in words that start the line (llama-box: "Invalid argument: --chat-template, use one of ..."), naming
    # the flag
    ("exited", EXCEPTION, r"^[ \t]*(invalid|unknown|unrecogni[sz]ed) argument: ['\"]?--?[a-z]"
                          r"|^[ \t]*(invalid|unknown|unrecogni[sz]ed) option: ['\"]?--?[a-z]"),
    # (round 97: llama.cpp's own parser, as llamafile prints it: "error: unknown argument: --grammar", "error: invalid
    # parameter for argument: --grammar")
    ("exited", EXCEPTION, r"(^|[|] +)error: (invalid argument: |no such option|invalid value for|missing (argument|option)"
                          r"|got unexpected extra argument|unknown argument: |invalid parameter for argument: )"),
    # Rust's clap (TGI's launcher, mistral.rs, TEI): "error: invalid value 'True' for '--disable-custom-kernels'",
    # "error: unexpected argument '--foo' found", "error: the following required arguments were not provided:"
    ("exited", EXCEPTION, r"(^|[|] +)error: (invalid value '[^']*' for '--?[a-z]|unexpected argument '--?[a-z]|the"
                          r" following required arguments were not provided|a value is required for '--?[a-z])"),
    # LMDeploy's environment check of a backend it needs ("<PyTorch> test failed!", then "Please ensure it has been
    # installed correctly."): it exits; the error it logged just before (a module it could not import) names why
    ("exited", EXCEPTION, r"<[a-z0-9_. -]+> test failed!"),
    # TensorRT could not run the engine on a batch ("IExecutionContext::enqueueV3: Error Code 7: Internal Error
    # (... tensor volume exceeds 2147483647 ...)"); a CUDA error in its words is read by the CUDA rules first
    ("exited", EXCEPTION, r"iexecutioncontext::enqueue(v[23])?: error code [0-9]+: "),
    ("exited", PRECURSOR, r" - error - [^ ]+ - (modulenotfounderror|importerror): "),
    ("exited", DEATH, r"died unexpectedly"),
    # an engine's loop that ended on an error (vMLX's "Engine loop error: None"): the error its step reported just
    # before names it
    ("exited", DEATH, r"engine loop error: "),
    # llama-swap: the server process ended while it was not stopping it ("process exited but not StateStopping,
    # current state: starting"); Go's "cmd.Wait() returned error: signal: terminated" just before names how (a
    # swap it asked for ends the same way and is no event)
    ("exited", DEATH, r"process exited but not statestopping"),
    ("exited", PRECURSOR, r"wait\(\) returned error: signal: terminated"),
    # BentoML: a service or runner whose constructor raised (the traceback after it ends in the cause)
    ("exited", EXCEPTION, r"initializing service error|an exception occurred while instantiating runner"),
    # a supervisor that found the server process it started gone and starts another (GPUStack's worker: "RPC server
    # for GPU 0 is not running, pid 46228, restarting."): the server died, whatever the new one does
    ("exited", DEATH, r"is not running, pid [0-9]+, restarting"),
    ("exited", DEATH, r"engine process \(pid [0-9]+\) died"),  # vLLM V0's front end: its MQLLMEngine process
    # a vLLM config that does not validate ("1 validation error for ParallelConfig"): built once, at startup
    # (round 75: TensorRT-LLM's "2 validation errors for LlmArgs")
    ("exited", DEATH, r"validation errors? for [a-z]*(config|args)([^a-z]|$)"),
    # round 75: Open MPI that could not start its runtime ("It looks like orte_init failed for some reason; your parallel
    # process is likely to abort.")
    ("exited", EXCEPTION, r"orte_init failed for some reason"),
    # Ray Serve: a replica's constructor raised, relayed by the controller that waited for it to be ready
    ("exited", DEATH, r"raytaskerror\([a-z_.]*\): ray::[a-z0-9_:.-]*\.(initialize_and_get_metadata|__init__)\("),
    # round 117: Ray's report that the actor running a task died ("ray.exceptions.RayTaskError(ActorDiedError):
    # ray::TaskRunner.run() (pid=16209, ...)", an RL trainer's driver whose rollout or trainer actor went away): a death,
    # also where it ends the excerpt
    ("exited", DEATH, r"raytaskerror\(actordiederror\): "),
    # llama-server could not start its HTTP server (a bad TLS key or host), its tools or its web UI's config, and
    # returns 1 before it loads a model
    ("exited", DEATH, r"llama_server: (failed to initiali[sz]e http server|tools setup failed|mcp starting failed)"
                      r"|init: failed to parse ui config"),
    # TGI's router cannot reach its model server's socket at a request (the shard behind it is gone)
    ("exited", DEATH, r"server error: error trying to connect: (no such file or directory|connection refused)"),
    ("exited", DEATH, VLLM_FATAL_SIGNAL),  # vLLM's engine client
    ("exited", DEATH, r"engine loop has died"),  # vLLM's V0 engine client (MQLLMEngine's heartbeat)
    ("exited", DEATH, r"engine is already dead"),  # vLLM's API server: "MQLLMEngine is already dead, terminating"
    ("exited", DEATH, r"exited unexpectedly"),
    ("exited", DEATH, r" is dead"),
    # from the servers' code (a knowledge pass, round 25): deaths their supervisors report
    ("exited", DEATH, r"shard complete standard error output"),  # TGI's launcher: the shard exited, its stderr follows
    ("exited", DEATH, r"(^|[^a-z])proc\[[0-9]+\] failed"),  # lmdeploy's multiprocess executor: a worker's loop raised
    ("exited", DEATH, r"received custom termination signal from sub ?process"),  # lmdeploy: a worker died
    ("exited", DEATH, r"engine process is not alive"),  # lmdeploy's API server: its ZMQ engine process died
    ("exited", DEATH, r"server process failed during startup or serving"),  # lmdeploy's DP launcher
    ("exited", DEATH, r"workerproc failed"),
    ("exited", DEATH, r"the replica will be stopped"),  # Ray Serve's controller: a replica raised while starting
    # a third knowledge pass, from the code of the wrappers and orchestrators that run the servers: their reports
    # that the server under them died or would not start
    ("exited", DEATH, r"upstream command exited prematurely|failed to start command '"),  # llama-swap
    ("exited", DEATH, r"process [0-9.]+:[0-9]+ is down|stop recreating model actor"),  # Xinference's worker
    # Xinference's health check of the engine under it (vLLM's): it stops the engine and ends the model's process
    ("exited", DEATH, r"detect(ing|ed) [a-z0-9_.-]+ is not health|is not health(y)?, (prepare|preparing|going) to"
                      r" (quit|exit|stop)"),
    ("exited", DEATH, r"couldn't locate any backends to use"),  # KoboldCpp
    ("exited", DEATH, r"inference server exited or unhealthy"),  # GPUStack
    ("exited", DEATH, r"engine is not healthy and model will be unloaded|unavailable due to unhealthy vllm engine"),
    ("exited", DEATH, r"engine thread exited before reporting readiness"),  # mistral.rs
    ("exited", DEATH, r"failed to start model server"),  # KServe
    ("exited", DEATH, r"failed health check, stopping it|deployment failed to start [0-9]+ times"),  # Ray Serve
    # newer Ray Serve's controller: a replica (or proxy) that failed its health checks, crashed, or never answered one;
    # an app whose deployment raised
    ("exited", DEATH, r"failed the health check [0-9]+ times in a row|actor for replica\(.*\) crashed, marking it"
                      r" unhealthy|deploying app '[^']*' failed with exception"),
    ("hang", CAUSE, r"didn't receive health check response for replica .* after [0-9.]+ ?s"),
    # the kubelet killed a container whose startup or liveness probe kept failing: no answer within the deadline
    ("hang", CAUSE, r"failed (startup|liveness) probe, will be restarted"),
    # GPUStack: a model instance whose inference health checks kept failing
    ("hang", CAUSE, r"inference health check failed [0-9]+ times"),
    # Xinference: the engine under a model could not be created; no free port for its SGLang runtime
    ("exited", DEATH, r"creating (vllm|sglang) (engine|runtime) failed"),
    ("port_in_use", CAUSE, r"failed to find a port for "),
    ("exited", DEATH, r"error loading asgi app"),  # uvicorn: the server's app could not be imported
    ("exited", DEATH, r"enginecore encountered an issue"),  # NVIDIA Dynamo's engine monitor
    ("exited", DEATH, r"application shutdown with error"),  # NVIDIA Dynamo's runtime: its worker's main returned
    ("exited", DEATH, r"fail(ed)? to spawn process"),  # cortex (Jan)
    ("exited", DEATH, r"some model operation failed"),  # LM Studio's load-error object with no cause
    ("exited", DEATH, r"/python[0-9.]*: no module named "),  # "python -m x" whose module is not installed
    # (round 124: the same in runpy's other words: "/usr/bin/python3: Error while finding module specification for
    # 'vllm.entrypoints.openai.api_server' (ModuleNotFoundError: No module named 'vllm')"); vLLM V0's engine loop that
    # ended, as a handler's error relays it ("Task finished unexpectedly. This should never happen!"); Modal's app
    # stopped by an exception its client raised ("Stopping app - uncaught exception raised locally: CancelledError().")
    ("exited", DEATH, r"/python[0-9.]*: error while finding module specification for "
                      r"|task finished unexpectedly\. this should never happen|uncaught exception raised locally: "),
    # SGLang's CUDA graph capture failed at start (the cause, when it names one, replaces it)
    ("exited", DEATH, r"capture cuda graph failed"),
    # round 75: SGLang's piecewise CUDA graph that failed, its own report before the scheduler's exception ("Piecewise
    # CUDA Graph failed with error: Tensor match failed ...", then "Scheduler hit an exception: Traceback ...")
    ("exited", EXCEPTION, r"piecewise cuda graph failed with error"),
    ("exited", DEATH, r"executor worker initiali[sz]ation error"),  # TensorRT-LLM's proxy: a worker failed to start  # vLLM's worker: an exception left its busy loop
    ("exited", DEATH, r"frontend process failed during engine core"),  # vLLM: an API server process died at start
    ("exited", DEATH, r"runtimeerror: executor failed"),  # vLLM: the worker monitor marked the executor failed
    ("exited", DEATH, r"shutdown signal from enginecore failed to send"),  # vLLM: the dying engine could not say so
    ("exited", DEATH, r"dumping requests before crash"),  # SGLang's crash dump: only its crash paths run it
    # SGLang's launcher on a node other than the first: its scheduler or DP controller exited (the status says how)
    ("exited", DEATH, r"(scheduler|datacontroller|dataparallelcontroller)[a-z ]* [0-9]+ terminated with -?[0-9]+"),
    ("exited", DEATH, r"crashed with exit code"),
    ("exited", DEATH, r"child process unexpectedly failed"),
    ("exited", DEATH, r"process has terminated"),  # Go's os/exec (ollama's runner), no signal named
    ("exited", DEATH, r"webserver crashed"),  # TGI's launcher
    # (round 63: of a thread or process, for a part: SGLang-Omni's "Scheduler thread for stage asr crashed")
    ("exited", DEATH, r"(shard|webserver|router|runner|worker|server|engine|scheduler)( [0-9]+| thread| process)?"
                       r"( for [a-z0-9_ -]+)? crashed([ \t.!]*$| [a-z_]+=)"),  # a launcher's report, as its last words (TGI)
    ("exited", DEATH, r"process no longer running"),  # Go's supervisor of a runner (ollama)
    ("exited", DEATH, r"exiting main loop"),
    # TensorRT-LLM's executor proxy: a worker process it started reported a failure (the worker's log says which)
    ("exited", DEATH, r"executor worker (returned (an )?error|failed|died)"),
    # Node's child_process 'exit' with no code (the child died by a signal it does not name): Jan's supervisor
    ("exited", DEATH, r"process exited with code null"),  # llama.cpp's server leaving its slot loop after an unexpected error
    # round 69: LM Studio's report of its engine process that ended, whatever its code ("(Exit code: null)": a signal's
    # or none; a number refines the label as any exit status does)
    ("exited", DEATH, r"model has crashed without additional information"),
    # round 69: BentoML's command line that could not run its command ("Error: [bentoml-cli] `serve` failed: Invalid
    # Tag _service:svc", OpenLLM's start through it)
    ("exited", DEATH, r"^[ \t]*error: \[bentoml-cli\] `[a-z_-]+` failed: "),
    # OpenMPI's mpirun: a rank exited non-zero (its "Exit code:" line after it refines the label, keeping this line)
    ("exited", DEATH, r"mpirun detected that one or more processes exited"),
    # ... and its notice before that, relayed by a server that runs its workers under MPI (round 47, DJL Serving:
    # "Primary job  terminated normally, but 1 process returned / a non-zero exit code. Per user-direction, the job
    # has been aborted.")
    ("exited", DEATH, r"primary job +terminated normally, but [0-9]+ process(es)? returned"),
    # an exception whose message is that a component crashed (DeepSpeed-MII: "RuntimeError: server crashed for
    # some reason, unable to proceed")
    ("exited", DEATH, r"error: (the )?(shard|webserver|router|runner|worker|server|engine|scheduler)( [0-9]+)? crashed"),
    # an actor framework's report that the process holding a model went away (xoscar: Xinference's sub-pools)
    ("exited", DEATH, r"remote server [^ ]+ closed"),
    # a process that announces its own exit (Xinference's model sub-process after an OOM, xoscar's sub-pool whose
    # main pool went away)
    ("exited", DEATH, r"exiting [a-z ]*subprocess via os\._exit|exit due to main pool"),
    ("exited", DEATH, r"runner has unexpectedly stopped"),  # ollama's client side of a runner gone
    # ollama's client: its runner died in the middle of a request
    ("exited", DEATH, r"an (unknown )?error was encountered while running the model"),  # round 48: its newer words
    # a container that keeps dying (the kubelet's back-off, kubectl's pod status)
    ("exited", DEATH, r"back-off restarting failed container|crashloopbackoff"),
    # a Hugging Face Inference Endpoint whose server would not start ("[Server message]Endpoint failed to start", then
    # "Exit code: 1. Reason: ...", round 49)
    ("exited", DEATH, r"\[server message\] ?endpoint failed to start"),
    # transformers' lazy import that failed, raised to the program that needed the module (round 49, trtllm-serve:
    # "RuntimeError: Failed to import transformers.models.bert.modeling_bert because of the following error ...")
    ("exited", CAUSE, r"error: failed to import [a-z0-9_.]+ because of the following error"),
    # a frozen (PyInstaller) Python program that ended in an exception it did not handle (KoboldCpp's binaries)
    ("exited", DEATH, r"failed to execute script .* due to unhandled exception"),
    ("exited", DEATH, r"(failed|unable) to start (the )?(api |http |inference )?server([^a-z]|$)"),
    # ollama's request to its llama-server ended at EOF: the server process went away mid-request
    ("exited", DEATH, r"(completion|chat) error\" error=\"post .*: eof\""),
    # ... and its client's view of the same: "Error: POST predict: Post \"http://127.0.0.1:N/completion\": EOF"
    ("exited", DEATH, r"post predict: post .*: eof[ \t\"]*$"),
    # round 113: Lemonade's router whose llama-server back end dropped a streamed answer ("Streaming request failed:
    # backend connection failed during SSE stream before DONE: CURL error: ...", then its watchdog's "llama-server
    # backend marked unavailable: ...; terminating and reaping"): the back end's process went away mid-request
    ("exited", DEATH, r"backend connection failed during sse stream before done|backend marked unavailable: backend"
                      r" connection failed"),
    # uvicorn's lifespan: the application's start-up raised (the traceback before it names why)
    ("exited", DEATH, r"application startup failed"),
    ("exited", DEATH, r"ray worker (exited|died)"),  # lmdeploy's Ray executor
    # source pass 21: model-serving platforms that gave up on the engine they run. GPUStack's worker that could not
    # provision an instance ("gpustack.worker.serve_manager - ERROR - Error provisioning model instance qwen3-8b-Xk2a:
    # Can't find compatible SGLang image", round 106's 45402 too) or start its back end; Xinference's supervisor that
    # lost a worker ("Worker dead. address: ..., influenced models: [...]"), its worker that could not relaunch a dead
    # model process. A cause said in the lines after (a CUDA error in the traceback) still names the failure.
    ("exited", DEATH, r"gpustack\.[a-z_.]+ - error - error provisioning model instance "),
    ("exited", DEATH, r"gpustack\.[a-z_.]+ - error - failed to initiali[sz]e: 'inference backend "),
    ("exited", DEATH, r"worker dead\. address: [^ ]+, influenced models"),
    ("exited", DEATH, r"recreate failed for [^ ]+, evicting dead replica"),
    # ... and the files it was to download were not in the repository ("[ERROR] Download task failed: Qwen/X-GGUF/x.gguf
    # - No file found in Qwen/X-GGUF that match x.gguf")
    ("model_load_error", CAUSE, r"download task failed: [^ ]+ - no file found in "),
    # round 134: a packaged server's report that the model it was asked for could not be loaded (AMD's Lemonade: "ERROR:
    # Tried to load LLM Qwen2.5-0.5B-Instruct-CPU and failed: model Qwen2.5-0.5B-Instruct-CPU not found"), and NVIDIA
    # NIM's hub client that could not reach NGC for the model's files ("ERROR  nim_sdk::hub::repo
    # rust/nim-sdk/src/hub/repo.rs:119] error sending request for url (https://api.ngc.nvidia.com/v2/org/nim/.../files)")
    ("model_load_error", CAUSE, r"tried to load (llm|model) [^ ]+ and failed\b"
                                r"|nim_sdk::hub::[a-z_]+ .*error sending request for url"),
    ("exited", DEATH, r"mpi_abort was invoked"),  # OpenMPI around a rank that gave up
    # a Rust program's main returned its error: "Error: ShardFailed", "Error: ArgumentValidation(...)"
    ("exited", DEATH, r"^error: [a-z]+(\(.*\))?[ \t]*$"),
    # round 131: a Rust command's I/O error as its last words, with the OS's code (uv: "error: failed to create directory
    # `/.cache/uv`: Permission denied (os error 13)")
    ("exited", DEATH, r"^error: .*\(os error [0-9]+\)[ \t]*$"),
    # round 133: a container's entry script whose exec failed ("/opt/nvidia/nvidia_entrypoint.sh: line 67: exec: --:
    # invalid option"): a shell that is not interactive exits when exec fails
    ("exited", DEATH, r"\.sh: line [0-9]+: exec: [^ ]+: (invalid option|not found|cannot execute)"),
    # round 135: a serving CLI's status panel of the server it started ("│ ✗ Server process terminated unexpectedly",
    # vllm-cli)
    ("exited", DEATH, r"server process terminated unexpectedly"),
    # (round 120: its argument check's variant where a paste cut the "Error" before it, ": ArgumentValidation("`max_input_
    # tokens`(65537) must be < `max_total_tokens`(65536)")", TGI's launcher)
    ("exited", DEATH, r"^[ \t]*:? ?argumentvalidation\(.*\)[ \t]*$"),
    # round 120: TGI's router whose gRPC connection to its shard broke in a batch ("text_generation_client:
    # router/client/src/lib.rs:46: Server error: transport error"): the shard went away under it
    # (round 122: the call the router's client had sent was cancelled: "Server error: CANCELLED", gRPC's status)
    ("exited", DEATH, r"text_generation_client: .*server error: (transport error|cancelled)[ \t]*$"),
    ("exited", STATUS, r"with signal [0-9]+"),  # a launcher: "signaled to shutdown with signal 4"
    ("exited", STATUS, r"(exited|terminated|killed|died) on signal [0-9]+"),  # OpenMPI's mpirun
    ("exited", STATUS, r"main process exited, code=(killed|dumped|exited)"),  # systemd
    ("exited", ANSWERED, r"http/1\.1\" 4[0-9]{2}\b|http/1\.0\" 4[0-9]{2}\b|\bsent to request: "),  # (round 101)
    # round 100: `systemctl status` of a service that ended ("Main PID: 241387 (code=exited, status=1/FAILURE)", the
    # start command's "Process: 241387 ExecStart=/usr/bin/ollama serve (code=exited, status=1/FAILURE)", "(code=
    # killed, signal=KILL)"); a status of 0 is a clean stop
    ("exited", STATUS, r"^[ \t]*(main pid: [0-9]+|process: [0-9]+ execstart[a-z]*=.*) \(code=(exited, status=[1-9]"
                       r"|(killed|dumped), signal=[a-z])"),
    # round 67: systemctl status's summary of a unit that ended ("Active: failed (Result: exit-code) since ...")
    ("exited", DEATH, r"^[ \t]*active: failed \(result: (exit-code|signal|core-dump)\)"),
    ("killed_oom_host", CAUSE, r"^[ \t]*active: failed \(result: oom-kill\)"),
    ("exited", STATUS, r"exited with code -?[0-9]"),  # docker compose
    ("exited", STATUS, r"exited with (status|exit) code -?[0-9]"),  # a supervisor of its server (Tabby's)
    # round 62: llama-server's router, of a model's instance it started ("instance name=Qwen3 exited with status 1"; not
    # a build tool's "ninja exited with status 139" in an exception's message, whose compiler crashed, not the server)
    ("exited", STATUS, r"instance name=[^ ]+ exited with status -?[0-9]"),
    ("exited", STATUS, r"exit ?code[: =(]+-?[0-9]"),
    ("exited", STATUS, r"exitcode[: =]+-?[0-9]"),
    ("exited", STATUS, r"exit status[: =]+-?[0-9]"),
    ("exited", STATUS, r"(killed|terminated) by signal"),
    ("exited", STATUS, r"sigkill"),
    # round 107: Ray's relay of a worker's exception whose class names the failure ("ray.exceptions.RayTaskError(
    # AcceleratorError): ray::RayWorkerWrapper.__ray_call__() ...", the CUDA message cut off): torch's class for a CUDA
    # runtime error (its out-of-memory class is read so by the out-of-memory rules)
    ("cuda_error", CAUSE, r"raytaskerror\((torch\.)?acceleratorerror\): "),
    # the last line of a Python traceback: last of all, so that any rule naming a cause wins (SystemExit and
    # BrokenProcessPool are exceptions whose names say neither)
    # (Ray's "ray.exceptions.RayTaskError(KeyError): ray::..." names the worker's exception in brackets)
    ("exited", RAISED, r"[a-z_][a-z0-9_.]*(error|exception)(\([a-z_.]+\))?: "),
    ("exited", RAISED, r"(^|[]) ])exception: "),  # a bare "raise Exception(...)" (vLLM's loaders: "Exception: x failed")
    ("exited", RAISED, r"(^|[^a-z_.])(systemexit|[a-z_.]*brokenprocesspool): "),
    # an exception raised without a message, as a traceback's last line ("TimeoutError"), or (round 83) with its message
    # on the lines after it ("RuntimeError:", then "An attempt has been made to start a new process ...")
    ("exited", RAISED, r"(^|[] ])[a-z_][a-z0-9_.]*(error|exception):?[ \t]*$"),
    # an iterator run dry where the code did not expect it (a bare "StopIteration" ending a worker's traceback)
    ("exited", RAISED, r"(^|[] ])(stopiteration|stopasynciteration)([: \t]|$)"),
    # a GGUF loader function's own report, which may be a blank line or two before llama.cpp's generic load
    # failure ("gguf_init_from_file: GGUFv1 is no longer supported", then "error loading model"): that cause
    # round 116: LM Studio's own line for what its engine raised while loading ("Error when loading model: ValueError:
    # Gemma 4 support is not ready yet, stay tuned!", after its generic "Failed to load the model"): the load's cause
    ("model_load_error", CAUSE, r"^" + LOAD_RAISED),
    # (round 116: the CANN runtime's report that a device synchronisation failed, "wait for compute device to finish
    # failed, runtime result = 507014", before what it found: the aicore time-out, a device fault)
    ("cuda_error", CAUSE, r"wait for compute device to finish failed, runtime result = [0-9]+"),
    # round 114: ... one that names a tensor type this build does not have ("gguf_init_from_file_impl: tensor
    # 'blk.0.ffn_down_exps.weight' has invalid ggml type 39 (NONE)", a file newer than the build): the model cannot be
    # read, whether or not the generic load failure after it is in the excerpt
    ("model_load_error", CAUSE, r"gguf_init_from_file[a-z_]*: tensor '[^']*' has invalid ggml type [0-9]+"),
    ("exited", RAISED, r"(gguf_[a-z_]+|llama_model_load[a-z_]*): ([^-].*)?(invalid|failed|error|cannot|unable|unknown"
                       r"|unsupported|not supported|no longer supported|not found|corrupt|missing|mismatch|wrong"
                       r"|not a multiple|only supports up to|duplicate)"),  # (round 125: "duplicate tensor name 'x'")
    ("exited", OPENER, r"traceback \(most recent call last\):[ \t]*$"),
    # (round 62: vLLM's newer layout puts each route's handler in its own folder, "entrypoints/openai/completion/serving.py")
    ("exited", INTERRUPTED, r"(^|[]:>|] )keyboardinterrupt[ \t]*$"),
    ("exited", FAILED_RESPONSE, r'"(get|post|put|patch|delete) /[^ "]* http/[0-9.]+" 5[0-9][0-9]( |$)'),
    # round 71: exo's report of a request handler that raised ("Error in ASGI Framework"; not uvicorn's "Exception in
    # ASGI application", which vLLM V0's API server logs for the request in flight when its engine died)
    ("exited", FAILED_RESPONSE, r"\berror in asgi framework\b"),
    # round 71: a frame of the model's forward pass in vLLM
    ("exited", ENGINE_FRAME, r'file "[^"]*/vllm/(v1/attention/backends|attention/backends|model_executor/models)/[a-z0-9_/]+'
                             r'\.py", line [0-9]+, in forward[ \t]*$'),
    ("exited", REQUEST_FRAME, r'file "[^"]*(/entrypoints/openai/(serving_[a-z_]+|[a-z_]+/serving(_[a-z_]+)?)'
                              r'|/serve/(postprocess_handlers|openai_server)'
                              r'|/(starlette|fastapi)/routing|/uvicorn/protocols/http/[a-z_]+'
                              r'|/srt/openai_api/adapter'  # (round 76: SGLang's older adapter)
                              # (round 128: a Gradio web UI's handler of one event, Xinference's chat page:
                              # "gradio/utils.py ... in async_iteration"; Gradio shows the error on the page and
                              # serves on)
                              r'|/gradio/(utils|routes|route_utils|queueing|blocks))\.py", line [0-9]+'),
    # round 74: a request's validation (vLLM's "validate_structured_output_request", where xgrammar's regex parser raised
    # "RuntimeError: ... Regex parsing error at position 2: Unclosed '['"): the request was refused (round 128: so was
    # one whose grammar a back end validates, "backend_guidance.py ... in validate_guidance_grammar")
    ("exited", REQUEST_FRAME, r'file "[^"]*\.py", line [0-9]+, in _?validate_[a-z_]*(request|grammar)[a-z_]*[ \t]*$'),
    # (alone on its line, or after the asyncio logger's name: "ERROR:asyncio:Task ...", "| ERROR | asyncio | Future ...")
    ("exited", UNRETRIEVED, r"(^[ \t]*|asyncio *[|:\]] *)(task|future) exception was never retrieved"),
    ("exited", TASK_LOOP, r"^[ \t]*future: <task finished .*coro=<[a-z0-9_.]*loop[a-z0-9_]*\(\).* exception="),
    ("exited", LINK, r"the above exception was the direct cause of the following exception"
                     r"|during handling of the above exception, another exception occurred"),
)
# fmt: on

# Wrappers a log picks up on its way to the reader, before the server's own prefix: journald's short format ("Dec 04
# 10:00:00 gpu01 vllm[123]: ", or short-precise's microseconds) and short-iso one ("2025-12-04T10:00:00+0000 gpu01 vllm[123]: "), a container runtime's
# RFC 3339 stamp (``kubectl logs --timestamps``, ``docker logs -t``), srun --label's task number ("0: "), docker
# compose's service bar ("vllm-1  | "), a quoted reply's "> " markers (a log pasted into an issue) and the sides of a
# box drawn around the log (rich's "│ ... │" panels); two may stack. A rule
# anchored at a line's start allows one before it, and the classifier reads a line without it (POSIX ERE, as the rules).
WRAPPER_PATTERN = (
    "([a-z]{3} [ 0-9][0-9] [0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)? [^ ]+ [^ :]+: "
    # (journalctl's short-monotonic and short-unix outputs: "[  196.312345] gpu01 ollama[123]: ",
    # "1733306400.123456 gpu01 ollama[123]: "; a kernel line has no process id: "gpu01 kernel: ")
    "|(\\[ *[0-9]+\\.[0-9]+\\]|[0-9]{9,10}\\.[0-9]+) [^ ]+ ([^ :\\[]+\\[[0-9]+\\]|kernel): "
    # (round 129: or the container runtime's own log file, CRI's stream and tag after the stamp: "<stamp> stderr F ")
    "|[0-9]{4}-[0-9]{2}-[0-9]{2}t[0-9]{2}:[0-9]{2}:[0-9]{2}([.,][0-9]+)?(z|[+-][0-9]{2}:?[0-9]{2})"
    "( [^ ]+ [^ :]+\\[[0-9]+\\]:| (stdout|stderr) [fp])?[ \t]"
    # (round 62: CloudWatch's export, a tab after its stamp, or its table: "  | <stamp> | <line>"; a stamp and " | "
    # alone is no table, whose row is the line's own: "<stamp> | tensorrt_llm | READY |")
    "|[ \t]*\\| [0-9]{4}-[0-9]{2}-[0-9]{2}t[0-9]{2}:[0-9]{2}:[0-9]{2}([.,][0-9]+)?(z|[+-][0-9]{2}:?[0-9]{2}) \\| "
    # a log viewer's stamp (Loki, Grafana; round 53), with or without its milliseconds (round 79: a container UI's
    # "2023-06-23 03:52:40 " before LocalAI's Go crash)
    "|[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{3})? "
    "|[0-9]{1,5}: "
    "|[a-z0-9][a-z0-9_.-]* +\\| "
    "|(> )+"
    "|\u2502 )"
)
_WRAPPER = re.compile("(" + WRAPPER_PATTERN + "){1,3}", re.I | re.A)  # up to three stack ("> ", a stamp, a viewer's)
_BOX_END = re.compile("[ \t]*\u2502[ \t]*$")  # the right side of a box drawn around the log (rich's panels)
WRAPS_KEPT = 4096  # lines whose wrapper is kept, to show an event's line as it was written


def _anchored(pattern: str) -> str:
    """A rule whose start-of-line anchors also allow a wrapper before the line, and whose end-of-line anchors allow a
    box's right side and a CRLF file's carriage return after it (the block scan sees raw lines; the rules see them
    without either)."""
    pattern = re.sub(r"(?<![\\[])\$", lambda _: "([ \t]*\u2502)?[ \t\r]*$", pattern)  # \r: a CRLF file's lines
    return re.sub(r"(?<![\\[])\^", lambda _: "^(" + WRAPPER_PATTERN + "){0,3}", pattern)


PREFILTER_PATTERN: str = "|".join(_anchored(pattern) for _, _, pattern in _RULES)
"""Every rule joined: ``grep -E -i "$PREFILTER_PATTERN" LOG`` prints the lines triage examines (the rules themselves
read a line without its wrapper)."""

# Each rule contains one of these literally (lower case). Without RE2 they gate the stdlib regex.
KEYWORDS: tuple[str, ...] = (
    "error", "fatal", "memory", "assert", "failed", "exception", "watchdog", "bind", "exit", "dead", "died", "kill",
    "sig", "fault", "core dump", "terminate", "aborted", "illegal", "kernel image", "not compatible", "context",
    "max_model_len", "model length", "load model", "t load", "model architecture", "already in use", "_status_",
    "timed out", "corrupt", "free():", "smashing", "ggml_abort", "ggml_print_backtrace", "too long", "oomd",
    "max_new_tokens", "exceed", "cannotstart", "crashed", "retract", "preempt", "kv cache", "fall back", "falling back",
    "fallback", "oom-prev", "retrying", "eaddrinuse", "socket address", "check failed", "nccl warn", "tokenizer",
    "chat template", "cublas", "cudnn", "cusparse", "cufft", "cusolver", "curand", "out of resource", "recogni",
    "config format", "less than", "smaller than", "no longer running", "panic", "mpi_abort", "initiali", "too old",
    "insufficient", "cpuallocator", "device driver", "version mismatch", "uncaught", "fallen off", "compiler",
    "shared object", "calledprocesserror", "untagged enum", "diststore", "shared memory broadcast", "shared librar",
    "systemexit", "brokenprocesspool", "gguf_", "llama_model_load", "segfault", "traps:", "access violation", "0xc0000",
    "-107374", "load-error", "greater than", "larger than", "longer than", "received", "mmap", "context shift",
    "out of tokens", "undefined symbol", "remote server", "cnmem_status", "abort was called", "mpirun detected",
    "resource_exhausted", "weight'", "bias'", "scale'", "absmax'", "qzeros'", "g_idx'", "nccl info", "trying to fit params", "lora",
    "control vector", "speculative decoding", "nvrm: xid", "probably locked", "no device code compatible",
    "too large to process", "is not available", "is used by", "failed to launch", "/triton/", "not found in path",
    "binary not found", "unexpectedly stopped", "translated between", "driver to enable", "cuda is not available",
    "custom code", "execute the", "divisible by", "compute capability", "current gpu", "quantization method", "in use",
    "vram for", "device allocation", "max len infer", "--gpu", "input length limit", "max_req_total_len",
    "sequence length", "been used", "already used", "model ok", "path to the model", "models found", "files found",
    "model file", "in model", "could not load", "cannot be run", "unable to run", "must be in", "must be one of",
    "no longer supported", "failed to import", "loading the model with", "not equal to", "drafter", "kvcache", "kv-cache must",
    "no enough cache",
    "speculative implementation", "draftmodelrunner", "backend not found", "llama_context", "didn't reply",
    "background task", "background loop", "requested gpus", "no available slot", "requires --", "cpu feature",
    "os._exit", "task run failed", "event wait timeout", "hardware instruction", "bpt trap", "bad system call",
    "killed: 9", "sanitizer", "memory allocation of", "cuda architectures", "at least one request", "notify register",
    "input_length_error", "unexpected system state", "dumping input data", "main pool", "returncode", "by signal",
    "deserializecudaengine", "munmap_chunk", "realloc():",
    "for architecture", "deseriali", "blocked for more than", "main loop", "decode the batch", "post predict",
    "warmup encountered", "not a multiple", "successfully loaded", "not found", "ggml_aligned_malloc", "not installed",
    "native api", "device_lost", "tensilelibrary", "most recent call last", "run_engine_loop", "run_mp_engine",
    "run_engine_core", "run_busy_loop", "worker_busy_loop", "run_scheduler_process", "event_loop_", "exposed_step",
    "run_detokenizer_process", "run_data_parallel_controller_process", "worker_main", "<module>", "_run_module_as_main", "direct cause of the following",
    "during handling of the above", "stopiteration", "no backends are loaded", "before crash", "hang detected",
    "hangdetector", "device lost", "devicelost", "terminated with", "] failed", "custom termination signal",
    "not alive", "failed during startup", "workerproc failed", "frontend process failed", "executor failed",
    "failed to send", "initial message", "barrier timed out", "health check failed", "new port", "trying port",
    "will not be available", "max_num_tokens", "kv memory budget", "worker initiali", "become healthy", "cur_batch", "pyspy dump",
    "library not loaded", "wrong number of tensors", "sharded is not supported",
    "nvml_success", "replica will be stopped", "of failed execution", "exited prematurely",
    "failed to start command", "is down", "recreating model actor", "locate any backends",
    "exited or unhealthy", "not healthy", "unhealthy vllm", "before reporting readiness", "start model server",
    "failed health check", "times in a row", "encountered an issue", "to spawn process", "busy for too long",
    "fails to launch", "kv cache creation", "status code", "could not load engine", "are in use by", "is in use by",
    "over the model maximum", "ur error", "acl stream", "npu function error", "restarting", "function error: hccl",
    "model operation failed", "capture cuda graph failed", "memory critical error", "initializing for too long",
    "unable to", "timeout", "flash", "draft context", "match target", "fatal error :: module", "synstatus", "received parameters not in model",
    "matching vision model", "failed to load '", "no module named", "stopasynciteration", "missed too many heartbeats", "start engine",
    "start the engine", "start vllm engine", "start sglang engine", "-lcuda", "no module or parameter",
    "support lora", "(os error", "response code 'nerr_", "nmgr:", "error notifications found", "nrt::infer_wait",
    "compatible with sharding", "in get_sharded", "for option 'gpu-name'", ": exec: ", "timer expired", "power failure",
    "limit exceeded", "and failed", "error sending request", "libopencl", "worker timeout", "was sent code",
    "terminated unexpectedly",
    "[tm][fatal] ", "building extension", "reply within",
    "respond within", "-10737", "322122", "too many tokens", "argument: ", "option: ", "flash_attn", "flashattention",
    "ggml_cuda_init", "already allocated", "gpu-layers option", "vram to load any", "compatible gpus",
    "infer device type", "not compiled with cuda", "libcuda.so", "stub library", "nccluniqueid",
    "timeout while waiting", "start within", "liveness probe", "back-off restarting", "crashloopbackoff",
    "running the model", "does not exist", "model manifest", "to download", "model_lifecycle", "shm_broadcast",
    "unavailable: ", "executor worker", "compute cap", "start backend", "cannot connect to",
    # round 29 (the libraries under the servers, the newest vLLM and SGLang)
    "only supports sm", "attention backend", "not initiali", "lazily", "creation task", "jit-compile", "jit compil",
    "no operator found", "childfailed", "placement group", "please install", "front-end process", "worker ports",
    "not ready after", "alignedallocator", "code object", "aperture", "pure virtual", "trying to connect",
    # round 30's knowledge pass (GPU runtimes other than CUDA, multi-node)
    "pipeline creation", "error compiling", "ggml_opencl", "inner error", "pta call", "stream resources", "amdsmi",
    "aclrtmalloc", "el0004", "ur_result", "preallocation", "kv cache thread", "raychannel", "ray instance", "gcs within",
    "unique ip", "actorunavailable", "mooncake", "hccl", "runner init", "rpc server", "nixl",
    "is fatal", "cannot continue", "catastrophic", "fatal error", "ccl_error", "client socket", "gpu discovery",
    # round 30
    "page fault", "mpu address", "clcreatebuffer", "allocation_failure", "ipython-input", "cell in",
    # round 31's knowledge pass
    "tokens) is", "length of input token", "input text is too long", "max_length", "clip model", "template parsing",
    "is not registered", "processor registered", "llm node", "worker processes", "service exit", "cleanup completed",
    "without shutdown", "health checks failed", "pipe closed", "parser: ", "chat template is not", "number of blocks",
    # round 31
    "cpu buffer", "cpu_buffer", "launch failed", "loading lora", "compressed-tensors", "buffer named", "model execution",
    "process-", "no heartbeat", "what():", ".cc:", ".cpp:",
    # round 33's knowledge pass (llama.cpp and ollama now)
    ".c:", ".cu:", ".cuh:", "mtp context", "after 3 attempts", "offline mode", "http server", "tools setup",
    "ui config",
    # round 34
    "exception caught at", "unreachable executed",
    # round 34d-e
    "throughput: 0.0 tokens/s", "not health", " field `", "unknown variant", "invalid type: ", "invalid value: ",
    "invalid length ",
    # round 35
    "models/", "for modelconfig", "shutdown with error", "srun: ", "ephemeral", "cancelled at", "been revoked",
    "health check", "probe, will be", "creating vllm", "creating sglang", "find a port", "asgi app",
    # rounds 42-43
    "supported in this architecture", "no kernel named", "mismatch between collectives", "maxtokensinpagedkvcache",
    "aborthandler", "iexecutioncontext::enqueue", "unexpected argument", "required arguments", "a value is required",
    "test failed!", "resource allocation failed", "maximum allowed token", "distnetworkerror", "gloo/transport",
    "hf_transfer", "sentencepiece and tiktoken", "modelproto", "vocab file", "weights only load", ".incomplete'",
    "段错误", "非法指令", "总线错误", "浮点数例外", "speicherzugriffsfehler", "maschinenbefehl", "segmenta", "illégale", "ilegal",
    "de segmento", "сегментирования", "инструкция", "セグメンテーション", "不正な命令", "세그멘테이션", "核心已转储", "吐核", "speicherabzug",
    "コアダンプ", "bus-zugriffsfehler", "gleitkomma", "erreur du bus", "point flottant", "coma flotante", "已杀死", "getötet",
    "бито", "processus arrêté", "terminado (killed)", "強制終了", "已放弃", "已中止", "abgebrochen", "abandon", "abortado",
    "варийный останов", "中止しました", "núcleo gravada", "'core' generado", "стек памяти", "npu function error",
    "channelcheckerrors", "kernel exception", "disabling jinja", "[metal] command buffer", "the metal library",
    "bishenghir", "ub overflow", "mte instruction", "exception of", "npu warning",
    "ray_ignore_unhandled_errors", "expected target modules", "memory fault error",
    "exception caught at file", "failed assertion", "abort", "metal backend", "engine loop error",
    # round 47
    "is not a registered model", "chunk reading interrupted",
    # round 48
    "malloc(): ", "free(): ", "malloc_consolidate(): ", "tcache_thread_shutdown(): ",
    # round 51
    "vk::", "aclrt", "error for object", "pointer being", "checksum for freed", "while loading shared", "modeling_",
    "failed to get", "failed to find", "failed to locate", "failed to resolve", "quantization requires",
    "please install", "exec pid1", "executable file not found", "exec format error", "do load request",
    # round 53
    "not found (required by", "engine.py:", "] failed", "error from hf api", "client error",
    # round 54
    "asyncio/runners.py", "curesult error", ": traceback (most recent",
    # round 55
    "hangup", "terminated", "alarm clock", "user defined signal",
    # round 58
    "exceeds available mamba", ": outofmemory", "dist call hccl", "unhandled exception: ", "==== backtrace",
    "exception in callback", "no space left on device", "backendcompilerfailed", "initialization of", "initialisation of",
    "httpsconnectionpool(host=", "_cuda_compute_forward", "serving_", "/serve/", "/routing.py",
    "uvicorn/protocols/http/", "validate_", "/gradio/", "split_mode_tensor", "model_weights_loader",
    "not supported!", ":hf-to-gguf:",
    # round 59
    "llama_server: model loaded", "main: model loaded",
    # round 60
    "find tokenizer", "find the tokenizer", "configuration_auto", "cannot import name", "/ascendc/",
    "index out of range in dimension", "no space left for",
    # round 61
    "ambiguous option", "offlinemodeisenabled", "for quantization method",
    # round 62
    "/serving", "has terminated: error:", "backend not found", "instance name=",
    # round 63
    "tma descriptor",
    # round 64
    "[errno", "model_type'", "'architectures'", "metallib", "readiness message",
    # round 65
    "[xccl]", '" 5',
    # round 66
    "keyboardinterrupt", "ngc repo", "model's maximum", "kv type combination", "model_loader/", ".m:", ".c:", ".cu:",
    ".cuh:",
    # round 67
    "10048", "active: failed", ".service", "path_model", "integrity", ".dll", "one gpu", "unsupported toolchain",
    # round 69
    "only supports up", "unavailable: ", "crashed without", "bentoml-cli", "memory pool", "llama.py", "tt_fatal",
    "tt_throw", "ingest_images", "processing image", "no compiled", "pool exhausted", ".triton", "model_executor/layers",
    # rounds 122-127
    "aphrodite/modeling", "/quantization/", "invalid read of", "invalid write of", "not ready within",
    "become ready after", "check failed after", "request timed out", "error starting router", "server error: cancelled",
    "gated repo", "private or does not exist", "modelscope.hub.errors", "eacces", "loading gguf model",
    "before becoming", "server returned nothing", "failed to create instance", "triton_python_backend_stub", "jit kernel for",
    "might have run out of memory", "module specification", "with return code", "non-singleton dimension",
    "breakpoint trap", "bad system call", "sigtrap", "sigsys", "oom=true", "oomkilled=true", "to raylet", "nvmlerror_",
    "not yet initiali", "execution failed, reason=", "is not valid for this configuration", "type=value_error",
    "task finished unexpectedly", "raised locally",
    # round 71
    "backend is not healthy", "in asgi", "in forward", "transformers implementation", "batch_handler",
    # round 72
    "requested but model",
    # round 73
    "not recognized in preset",
    # round 74
    "initialize mlx", "no safetensors", "connection refused", "tpu is already", "mosaic failed", "working set", "rflags",
    # round 75
    "aclnn", "there is an error of", "nrt_", "orte_init", "unsupported architecture", "glibc",
    # round 76
    "hccl", "reduce wait timeout", "sentencepiece", "openai_api/adapter",
    # round 78
    "to f16 instead",
    # round 79
    "register memory", "enforce fail",
    # round 80
    "cannot find tensor", "failure loading", "failed loading", "on entry to", "with error 'at",
    # round 81
    "npu memory", "e rknn", "e rkllm", "query platform", "remote_handle", "nvml", "cuda runtime", "cl_out_of_resources",
    "exception from src", "completion with error", "onnxruntime", "validationfailedevent", "unhandled exception",
    "application panicked",
    # round 82
    "exception in model", "exception in controller", "exception in detokenizer",
    "crashed container", "cache tokens, but",
    # round 83
    "start a new process before", "daemonic processes", "cachenotfound", "cache directory not found",
    "did not become ready", "did not become healthy", "initialization timeout", "initialisation timeout",
    # round 84
    "runai_response", "mlirerror",
    # round 86
    "crashing now", "operation setup failed", "v1 llm engine (v",
    # round 87
    # round 89
    "cannot be used for shared prompt",
    # round 90
    "access_violation", "_illegal_instruction", "_stack_overflow", "_int_divide_by_zero", "_heap_corruption",
    "cuda memory allocation error", "ninja is required", "_init_from_file failed",
    # round 91
    "[metal::malloc]", "memory allocation failed for",
    # round 93
    "vk_error_out_of_", "cl_mem_object_allocation_failure", "cl_out_of_host_memory", "opencl error, code=", "dumped core",
    "terminated abnormally", "op not implemented: ",
    # round 92
    "failed to quantize: ", "failed to fit cli arguments", "expect general.type to be",
    # round 88
    "extension modules: ", "[0x", "error in loading model architecture", "in load_model",
    "device memory", "not implemented: ", "outofresources", "hccl watchdog", "/transformers/",
    # round 97
    "has wrong s", "press any key", "could not get file",
    # round 100
    "(code=exited, status=", ", signal=", "ape error: ", "pthread_create", "start new thread", "acl return error",
    "emptydir volume",
    # round 101
    "mmu fault", "communication_error_", "nvshmem api called",
    "errors detected in the compilation", "error limit reached", "ggml_metal_init: error", "zsh: killed",
    "sent to request: ", 'http/1.1" 4', 'http/1.0" 4',
    # source pass 20
    "hsa_status_error_illegal", "only supports ampere", "requires gpus with sm", "unsupported compute capability",
    "does not support flash attention", "arch conditional mma", "unknown gpu architecture", "deepep", "cpu wait exception",
    "nccl exception (", "hw exception by gpu", "cutlass error (",
    # round 104-105
    "process core dump", "default_max_tokens", "neuron_cc_wrapper",
    # round 106
    "_start_tp_process", "serialization (serialization assertion", "inner error is reported",
    # source pass 21
    "neuroncore(s) not available", "no neuron device available",
    "timestamp program stop timeout", "unsupported hardware operator code", "no neuron cores detected",
    "tdrv:log_dev_mem", "(indirect memory copy)", "(fatal-rt-undefined-state)", "is stuck after all collectives",
    "suspected hang in collectives", "libnccom.so", "[neuronx-cc]:", "[internal_error] [ncc_",
    "no cached version found", "no compatible neuron config", "of the neuronxcc compiler", "not supported on neuron",
    "engine plan file is generated",
    "[trt] [f] validation failed", "error provisioning model instance", "no free port available in the port range",
    "download task failed: ", "worker dead. address: ", "recreate failed for ", "inference backend ",
    # round 107-108
    "raytaskerror(", "commandbuffercallbackerror", "): exit_code == 0", "ggml_metal_device_init: error",
    # source pass 22
    "acl graph capture failed", "npu card health status", "uce error", "initialize npu in forked", "initialise npu in",
    "installed version's device type", "hccs link error", "hccl op retry failed", "hcclgetcommasyncerror",
    "modelslim quantization config", "t support quant_type=", "quant_algo on gaudi", "format is not supported on hpu",
    "staging pool needs", "bytes of memory on device", "ggml_webgpu: ", "dspqueue_read failed", "dspqueue_write failed",
    # rounds 112-114
    "has invalid ggml type", "with can_exit status", "neuronx-cc compilation failed",
    "error when loading model: ", "wait for compute device to finish failed",
    # round 117
    "not aligned with the quantized", "!= real length", "not found; expected shape", "does not support backend",
    # round 118
    "/modules/transport/", "halmemcreate failed", "failed to listen on any",
    "multimodal embedding does not match",
    # round 120
    "prompt does not fit", "argumentvalidation(",
    # round 121
    "unable to load kernel",
)  # fmt: skip

# Lines that look fatal but are not: SGLang retraction warnings, a tokenizer warning, configuration
# dumps and request logs (which echo prompts and flags), and vLLM's own INFO/DEBUG lines.
_NOT_FATAL_WORDS = (
    # a supervisor's own shutdown step, the signal it is about to send its workers (vLLM's executor: "workers still
    # running after SIGTERM; sending SIGKILL count=1", round 87): not a report that something killed them
    "sending sigkill",
    # ollama shortens a chat that does not fit its context and sends the rest (round 109: "truncating native chat
    # messages which exceed context length" truncated=2): no request was refused
    "truncating native chat messages",
    # llama.cpp's back-end registry that could not load one back end's library ("E load_backend: failed to load
    # .../libggml-cuda.so: libcuda.so.1: cannot open shared object file", round 110): it goes on with the others
    # (ollama's GPU discovery falls back to the CPU); a load that then fails says so itself
    "load_backend: failed to load",
    # llama.cpp's warning that it could not lock the model in RAM ("warning: failed to mlock 43745280-byte buffer (after
    # previously locking 0 bytes): Out of memory (win32 error 1453)", round 134): the model stays loaded, unlocked
    "failed to mlock",
    # vLLM's tool-call parsers, which log what they could not parse in one response and return it without tool calls
    # (round 135: "ERROR ... [hermes_tool_parser.py:111] json.decoder.JSONDecodeError: Extra data ...", a traceback
    # whose head a paste cut; nine labelled logs of them, all healthy)
    "_tool_parser.py:",
    # an RL trainer's weight-sync group that could not form: the RPC returns False and lmdeploy goes on serving
    # (source pass 21; its socket time-out would read as a hang)
    "failed to initialize weights update group",
    # torch_npu's set-up warning that its process-group watchdog's time-out is not above HCCL's own ("The watchdog
    # timeout 600000ms(...) is less than or equal to HCCL execution timeout 1836000ms!", source pass 22): a remark on
    # the configuration, no time-out happened
    "is less than or equal to hccl execution timeout",
    "out of memory happened", "#retracted_reqs", "retract requests", "retracted requests",
    "token indices sequence length", "server_args=", "non-default args", "args: namespace(",
    "receive: obj=", "finish: obj=", "generatereqinput(",
    # torch's c10d store tries IPv6 first: on a host without it the bind fails and IPv4 is used
    "errno: 97 - address family not supported",
    # ggml's device-memory query that failed reports 0/0 free (a warning): the allocation after it says what failed
    "returning 0/0",
    # a kernel library's warning of what a size it was given may cause (FlashInfer's workspace check: "... This may
    # cause Illegal Memory Access."), source pass 20
    "may cause illegal memory access",
    # Go's request context cancelled: the client gave up (ollama aborts a model load it no longer needs)
    "context canceled",
    # SGLang's soft watchdog reports and goes on; a vLLM utility call whose caller had gone is only logged
    "soft=true", "cancelled call to utility method",
    # llama-swap stopping a model it no longer needs: the stop command's own status
    "stop command failed",
    # a Rust server's answer to a request whose JSON body does not fit (axum's rejection): the server goes on
    "json body",
    # generation_config.json is optional: a server that cannot read it warns and goes on with its defaults (vLLM's
    # try_get_generation_config, mistral.rs's "Failed to parse generation_config.json")
    "generation_config",
    # Xinference's worker ending leftovers of an earlier launch before a new one (it goes on)
    "sigkill orphan pid",
    # an RL trainer's weight update that failed and was returned to it (SGLang's update_weights_from_distributed,
    # init_weights_update_group, update_weights_from_disk, which rolls back): the server goes on serving
    "failed to update parameter online", "failed to initialize custom process group", "failed to update weights:",
    # vLLM's P2P NCCL KV connector: a peer with no room for one request's KV tensor refuses it (that request recomputes)
    "peer out of memory/threshold", "recv tensor, out of memory",
    # round 97: ... and a KV store's put that found no room in the store's own pool (Mooncake's "Failed to allocate
    # buffer for put_parts operation, key: vllm@...", under LMCache): that KV is not kept there, the request goes on
    "buffer for put",
    # ollama's GPU discovery trying a CUDA runtime library that will not load: it tries the next, or the CPU
    'msg="unable to load cudart',
    # ... and its probe of the devices that crashed (round 49: "llama-server --list-devices failed" error="exit status
    # 0xc0000005", at DEBUG, then INFO's "failure during llama-server GPU discovery"): it goes on without them
    "list-devices failed",
    # Windows' status for a console process ended by Ctrl+C (STATUS_CONTROL_C_EXIT): the user stopped it
    "0xc000013a", "3221225786", "-1073741510",
    # round 65: vLLM's attention selector that cannot use a FlashAttention version logs it at ERROR and picks another
    # ("[fa_utils.py:86] Cannot use FA version 2 is not supported due to ... libcudart.so.12: cannot open shared
    # object file"); compute-sanitizer's report of an error a CUDA API call returned to the program that programs
    # handle: a graph update refused ("========= Program hit cudaErrorGraphExecUpdateFailure (error 910) ... on CUDA API
    # call to cudaGraphExecUpdate.", ggml rebuilding its CUDA graph; a real H100 run), work not finished yet, peer
    # access already on, the runtime unloading at exit (a sticky error it reports, an illegal address, is the fault)
    "cannot use fa version", "program hit cudaerrorgraphexecupdatefailure", "program hit cudaerrornotready",
    "program hit cudaerrorpeeraccessalreadyenabled", "program hit cudaerrorcudartunloading",
    # vLLM's usage-statistics thread that could not send its report ("Exception in thread Thread-3
    # (_report_usage_worker):", an offline host): a thread's death that the server does not notice
    "(_report_usage_worker)",
    # round 74: TGI's launcher that could not read the GPU's compute capability warns and goes on ("WARN
    # text_generation_launcher::gpu: Cannot determine GPU compute capability: AssertionError: Torch not compiled with
    # CUDA enabled", a build for another accelerator)
    "cannot determine gpu compute capability",
    # round 76: ... and its router that could not read the model's tokenizer_config from the Hub (a WARN: it goes on
    # with defaults, "Unable to parse tokenizer config: invalid type: map, expected a string at line 7 column 16")
    "unable to parse tokenizer config", "could not retrieve tokenizer config",
    # round 128: a kernel autotuner that profiles its candidate tactics and drops one that failed (FlashInfer's
    # fused-MoE autotuner at WARNING: "[Autotuner]: Skipping tactic <...MoERunner ...> 15, due to failure while
    # profiling: [TensorRT-LLM][ERROR] Assertion failed: ...", the thrower's native frames after it): it goes on with
    # the others
    "skipping tactic",
)  # fmt: skip
# llama.cpp's memory fitting tries contexts that may fail, and its context's constructor says so (round 47: "E
# llama_init_from_model: failed to initialize the context: ... (this warning is normal during memory fitting)"); the
# same words relayed by whatever stopped on them ("llama-server process has terminated: llama_init_from_model: ...")
# are the failure
_FITTING_TRIAL = re.compile(r"[ \t]*(?:\S+[ \t]+){0,2}llama_init_from_model: .*\(this warning is normal", re.I)
# Python's warnings module's line ("/venv/torch/cuda/__init__.py:1113: UserWarning: ...")
_PY_WARNING = re.compile(r"\.py:[0-9]+: [A-Z][A-Za-z]*Warning: ")
_REQUEST_LOG = re.compile(r"received request \S+: prompt:", re.I)
_WARNING_LEVEL = re.compile(r"[ \t]*(?:\S+ ){0,3}?(?:\(\S+(?: \S+=\S+)*\) )?WARN(?:ING)? \d\d-\d\d \d\d:\d\d:\d\d ")
# A wait for readiness that timed out, said at a warning level in any logger's form ("[WARNING] [api_server:...]
# Timed out waiting for runner to be ready", "WARN  ...", "2024-01-01 00:00:00 WARNING ...")
_WAIT_WARNED = re.compile(
    r"[ \t]*(?:[^\s\[]+[ \t]+){0,3}?\[?(?:WARNING|WARN)\]?(?::|[ \t])(?!.*\bfailed\b).*\b[Tt]imed out waiting for\b"
)
_QUIET_LEVEL = re.compile(r"[ \t]*(?:\S+ )?(?:\(\S+(?: \S+=\S+)*\) )?(?:INFO|DEBUG) \d\d-\d\d \d\d:\d\d:\d\d ")
# Process, level and time prefixes of SGLang, vLLM, Ray and docker compose lines, to find a line's body.
_PREFIX = re.compile(
    r"^\s*(?:(?:\x1b)?\[[0-9;]*m\s?)*"
    # round 133: a launcher's label of the task that printed the line (Slurm's srun -l, mpirun's: " 0: ")
    r"(?:\d{1,4}: (?=\S))?"
    r"(?:\[[\w.\-]+\]:\s)?"  # a container platform's tag of the service ("[vllm]: ", Akash's logs)
    # round 128: a logger that writes its bracketed stamp and fields before every line of a message, a traceback's too
    # ("[2024-04-17 20:07:13,727] [ERROR] [MainThread] [asyncio] >>> ", DeepSpeed's "[<stamp>] [INFO] [file.py:N:fn] ")
    r"(?:\[\d{4}-\d\d-\d\d[ T][\d:,.]+\] (?:\[[\w.:\-]+\] ){1,3}(?:>>> )?)?"
    # a process's tag ("(EngineCore_DP0 pid=4) "; round 82: Ray Serve's replica, its name in colons, "(ServeReplica:app:
    # deployment pid=526) ")
    # (round 83: Ray's tag of an actor on another node, its address after a comma: "(RayWorkerWrapper pid=164587,
    # ip=128.1.219.180) ")
    # (round 101: two, the API server's relay of its engine core's line, "(APIServer pid=716) (EngineCore_DP0 pid=1101) ")
    r"(?:\((?:[\w.\-]+|[\w.\-]+(?::[\w.\-]+)+(?= pid=))(?:,? [\w.\-]+=[\w.\-]+)*\)\s?(?:(?:\x1b)?\[[0-9;]*m\s?)*){0,2}"
    r"(?:[\w.\-]+\s+\|\s?)?"
    # uvicorn's and logging's "ERROR:    " level; uvicorn pads it to ten columns, and what follows that is the line's own
    # indentation (round 93: a traceback logged line by line, "ERROR:      File ...", keeps its frames' shape)
    r"(?:DEBUG:    |INFO:     |WARNING:  |ERROR:    |CRITICAL: |(?:DEBUG|INFO|WARNING|ERROR|CRITICAL):\s+(?=\S))?"
    r"(?:(?:DEBUG|INFO|WARNING|ERROR|CRITICAL)\s+\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d+)?\s+(?:\[[^\]]*\]|[\w./\-]+:\d+\])\s?)?"
    r"(?:\[[\d:\- ]+(?:\.\d+)?(?: [A-Z]{2}\d+)*\]\s?)?"
)
_FRAME = re.compile(r'\s*([|>]\s*)*File "[^"]*", line \d+')  # (round 62: behind what is left of a table or a quote)
_ASYNCIO_FUTURE = re.compile(r"\s*future: <(future|task) finished ", re.I)
_TRITON_COMPILER_FRAME = re.compile(r"/triton/(compiler|backends)/")  # (its runtime's frames launch any kernel)
# A native stack frame names the functions it passed through (``ProcessGroupNCCL::ncclCommWatchdog``), it
# reports nothing: c10's ``frame #3: ...``, glibc/TensorRT-LLM's ``3       0x7f... fn``, gdb's ``#3  0x... in``,
# boost's ``3# 0x... in``, OpenMPI's ``[host:pid] [ 3] lib(fn+0x..)``, Go's ``\tpath.go:167 +0x4b``
_NATIVE_FRAME = re.compile(
    r"\s*(?:frame #\d+: |#\d+\s+0x[0-9a-f]+ in |\d+#\s+0x[0-9a-f]+ in |\d+\s+0x[0-9a-f]{6,} "
    r"|\[[\w.\-]+:\d+\] \[ ?\d+\] )|\s+\S+\.go:\d+ \+0x[0-9a-f]+",
    re.I,
)
# (round 129: IPython's arrow at the line that raised, "--> 261  raise")
_RAISE = re.compile(r"\s*(-+> +[0-9]+ +)?raise\b")
_EXIT_CODE = re.compile(
    r"exit ?code[: =(]+(-?\d+)|exitcode[: =]+(-?\d+)|exit status[: =]+(-?(?:0x[0-9a-f]+|\d+))"
    r"|proc\(s\): \{'[^']*': (-?\d+)|(?:killed|terminated) by signal:? ?(\d+)|exited with (?:(?:status|exit) )?code (-?\d+)"
    r"|code=exited, status=(\d+)|(?:with|on) signal (\d+)|code=(?:killed|dumped), status=(\d+)|return ?code[: =]+(-?\d+)"
    r"|terminated with (-?\d+)|instance name=\S+ exited with status (-?\d+)|was sent code (\d+)!",
    re.I,
)
_SIGNAL_GROUPS = (5, 8, 9)  # groups of _EXIT_CODE that hold a signal number
_SIGNAL_NAMED = re.compile(r"code=(?:killed|dumped), signal=([a-z]+)", re.I)  # systemctl status's "signal=KILL"
# A shell's bare report of SIGKILL (``Killed``, the job report ``1234 Killed  cmd``, behind a compose prefix)
# A traceback that ends in a cancellation (asyncio's, concurrent.futures'): the task was cancelled because the process
# was going down anyway (uvicorn's lifespan at shutdown), so it is no cause of the failure reported after it
# A line printed by a vLLM engine-core or worker process ("(EngineCore_DP0 pid=4) ", "(Worker_TP5 pid=4) ")
_ENGINE_PROCESS = re.compile(r"\((?:EngineCore|VllmWorker|Worker)[\w.\-]* pid=\d+\)")
_SOFT_WATCHDOG = re.compile(r"watchdog timeout .*soft=true", re.I)
# SGLang's watchdog: its own line, and the dump of the batch it found stuck that it prints around it
_WATCHDOG_TIMEOUT = re.compile(r"watchdog timeout \(self\.watchdog_timeout=", re.I)
_WATCHDOG_DUMP = re.compile(SGLANG_WATCHDOG_DUMP, re.I)
# An exception that says a deadline passed ("TimeoutError", asyncio's, "... timed out")
_TIMED_OUT = re.compile(r"timeouterror|timed out", re.I)
# A supervisor's header before the output of a process that ended (TGI's "Shard complete standard error output:")
_DUMP_HEADER = re.compile(r"standard error output", re.I)
_CANCELLED = re.compile(r"(^|[^a-z_])(asyncio\.exceptions\.|concurrent\.futures\._base\.|asyncio\.)?cancellederror([: \t]|$)", re.I)
# A logger's prefix up to its call site ("ERROR 05-16 09:57:41 [core.py:459] "): every line of one logged record has it
_LOGGER_PREFIX = re.compile(r"^.{0,80}?\] ")
_BARE_KILLED = re.compile(
    r"^[ \t]*killed([ \t]|$)|[0-9] +killed([ \t]|$)|\|[ \t]*killed[ \t]*$|" + KILLED_SHELL + "|" + KILLED_TRANSLATED,
    re.I,
)
_RAW_WAIT_STATUS = re.compile(r"child process unexpectedly failed", re.I)
# llama.cpp's own timestamp at the start of a line ("0.00.474.896 "), before its level letter
_LLAMA_TIME = r"\d+\.\d\d\.\d{3}\.\d{3} "
# llama.cpp's own warning level ("0.00.887.866 W srv load_model: [spec] failed to measure draft model memory: ..."):
# the server goes on
_LLAMA_WARNING = re.compile(r"[ \t]*" + _LLAMA_TIME + "W ")
# A line said at a warning level in the forms a load failure's own report takes ("[WARNING] common_fit_params: failed to
# fit params to free device memory: n_gpu_layers already set by user to 90, abort", round 107: the fitter gave up
# fitting, not the load): never the report that names the failure after it
_WARNED = re.compile(r"[ \t]*(?:\[warn(?:ing)?\] |" + _LLAMA_TIME + "W )|.*\blevel=warn(?:ing)?\b", re.I)
# A program's own error report, as the line just before its supervisor reports the exit names the failure
_ERROR_REPORT = re.compile(
    r"(?:^(?:>\s+)?|[:\]|]\s+)(?:error|fatal|panic)\b|level=(?:error|fatal)"  # (a quote's "> " left after two wrappers)
    r"|^(?:\[\d+\] )?" + _LLAMA_TIME + "E "  # llama.cpp's own level letter
    r"|^\d[\d\-:.TZ]+\s+(?:error|fatal|critical)\s"  # a timestamp, then the level (Rust's tracing: TGI)
    r"|(?:^|\s)-\s+(?:error|fatal|critical)\s+-\s",  # Python logging's "... - ERROR - module:func - ..." (round 69)
    re.I,
)
# A loader's own report of why a load failed, printed by the function that failed (``gguf_init_from_file:
# invalid magic number``, ``llama_model_load: error loading model: ...``): a function name, then a failure word
_LOADER_REPORT = re.compile(
    r"(?:^|[:\]|]\s+)[a-z_][a-z0-9_]*: (?!\s*-)[^\n]*\b(?:invalid|failed|error|cannot|can't|unable|unknown"
    r"|unsupported|not supported|no longer supported|not found|no such|mismatch|wrong|corrupt|missing|unexpected"
    r"|too large|not enough|requires)\b",  # (round 95: "quantized V cache requires flash_attn to be enabled")
    re.I,
)
# The model a "successfully loaded 'M'" names, quoted as its earlier "failed to load 'M'" quotes it
_RELOADED_NAME = re.compile(r"successfully loaded ('[^']+')", re.I)
# A GGUF loader function's name before its report: a run of its reports names the failure in the first
_LOADER_FN = re.compile(r"(?:gguf_[a-z_]+|llama_model_load[a-z_]*): ", re.I)
# A native program's own abort message, in ``file.ext:line: message`` form (ggml's GGML_ABORT, a C assert's
# location): the line just before the signal report it causes names the failure
# a CUDA error that names a fault of its own (no later illegal address or other specific fault replaces it)
_OWN_CUDA_FAULT = re.compile(r"invalid resource handle", re.I)
_CALL_RAISED = re.compile(r"([A-Za-z_][A-Za-z0-9_.]*)?(Error|Exception): ")  # a bare "Exception: ..." too
_ROUTER_CHILD_EXIT = re.compile(r"instance name=[^ ]+ exited with status", re.I)
_HOOK_FAILED = re.compile(r"oci runtime create failed: .*error running (prestart )?hook", re.I)
_ABORT_REPORT = re.compile(r"^\s*\S*\.(?:c|cc|cpp|cxx|cu|cuh|h|hpp|m|mm):\d+: \S", re.I)
# Generic load failures whose cause, when the program printed one, is the error line just before them (round 109: LM
# Studio's "Failed to load the model" too, its cause a few lines after)
# a Python module that is not installed, as a traceback's last line
_NO_MODULE = re.compile(r"\s*(modulenotfounderror|importerror): no module named '?[a-z0-9_.]+'?\s*$", re.I)
# a loader's own report of the exception its load raised (LM Studio)
_LOAD_RAISED = re.compile(r"^\s*" + LOAD_RAISED, re.I)
_GENERIC_LOAD = re.compile(
    r"failed to create context with model|failed to load (?:the )?model|error loading model|unable to load model"
    r"|error executing method '?load_model", re.I
)
# A word that says why a load failed (not "error" or "failed", which every report of it has)
_CAUSE_WORD = re.compile(
    r"\b(?:invalid|cannot|can't|unknown|unsupported|not supported|not found|no such|mismatch|wrong|corrupt|missing"
    r"|unexpected|too large|not enough|out of memory|does not exist|architecture|magic|tensor)\b",
    re.I,
)


def _says_why(text: str) -> bool:
    """A word of why a load failed, after the generic words of the failure when the line has them."""
    m = _GENERIC_LOAD.search(text)
    return _CAUSE_WORD.search(text, m.end() if m else 0) is not None


def _names_no_cause(text: str) -> bool:
    """A generic load failure that says nothing of why ("failed to load model '/m.gguf'")."""
    return _GENERIC_LOAD.search(text) is not None and not _says_why(text)


def _names_a_cause(label: str, text: str) -> bool:
    """A cause line that says why a load failed: another label's cause, or a load failure with the reason (in cause
    words, or as the exception the loader raised: LM Studio's "Error when loading model: ValueError: ...", round 116)."""
    return label != "model_load_error" or _says_why(text) or _LOAD_RAISED.search(text) is not None

_SERVER_MARKERS = (
    ("vllm", re.compile(
        r"\((?:APIServer|EngineCore(?:_DP\d+)?|VllmWorker(?:Process)?|Worker_TP\d+|RayWorkerVllm)\b[^)]*pid=\d+\)"
        r"|^(?:DEBUG|INFO|WARNING|ERROR) \d\d-\d\d \d\d:\d\d:\d\d (?:\[[\w./\-]+:\d+\]|[\w.\-]+:\d+\]) ")),
    ("sglang", re.compile(
        r"sglang|sgl[_-]kernel|fired up and ready to roll|^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d+)?(?: [A-Z]{2}\d+)*\]",
        re.I)),
    ("llamacpp", re.compile(
        r"llama[-_.](?:server|cpp)|\bllama_|\bggml_|\bgguf_|GGML_ASSERT|^(?:srv|slot)\s+\w+:", re.I)),
    ("vllm", re.compile(r"vllm", re.I)),
)  # fmt: skip

# The process or service a wrapper names (journald's "gpu01 vllm[123]: ", compose's "sglang-1  | "): when the lines
# themselves carry no marker, a name that is a server's tells which server wrote them
_WRAPPER_NAME = re.compile(r"([^\s\[\]:|]+)(?:\[[0-9]+\])?: |([^\s|]+) +\| ")
_SERVER_NAMES = (("sglang", re.compile("sglang", re.I)), ("vllm", re.compile("vllm", re.I)),
                 ("llamacpp", re.compile(r"llama[-_.]?(?:server|cpp)", re.I)))  # fmt: skip

SERVERS: tuple[str, ...] = ("sglang", "vllm", "llamacpp", "sim")

MATCH_HEAD = 8192  # a longer line is matched on its head and tail only
MATCH_TAIL = 2048
TEXT_LIMIT = 4096  # characters of the fatal line kept in an event
DIAGNOSTIC_GAP = 12  # lines between two errors of one compiler run (each with its source line, caret and notes)
PRECURSOR_WINDOW = 100  # lines from a precursor to the death it explains (NCCL's per-rank return-code trail)
_COMPILER_ERROR = re.compile(r"\s*\S+:[0-9]+:[0-9]+: error: ")  # "program_source:9022:9: error: ..."
_BENIGN_PRECURSOR = re.compile(r"plugin|failed to open lib|libibverbs|no device found", re.I)
ECHO_WINDOW = 50  # lines from a rejected request's log line to its error body echoed in the response
INTERRUPT_WINDOW = 200  # lines from a KeyboardInterrupt to the stop's reports of workers ended by SIGTERM or SIGINT
# lines from a Go crash report's last register to the launcher's report of its exit (the failed request's access line
# and the crash's last segment registers between)
REGISTERS_GAP = 6
OVERSUBSCRIBED_WINDOW = 500  # lines from Metal's working-set warning to a failed command buffer that it explains
BURST_GAP = 3  # lines between the generic lines of one burst, and from its last to the specific error
ANSWER_WINDOW = 2  # lines from an exception to the answer to the request it was raised for
OPENER_WINDOW = 60  # lines from the report that opened a logged traceback to a frame of it
IDLE_WINDOW = 400  # lines from a stats line with requests running and nothing generated to a stall report (60 s on)
HANDLED_WINDOW = 80  # lines of a failed call's logged traceback, after the report that it failed
# the CUDA runtime's pointer to its docs that ends torch's message of a CUDA error (round 86)
_CUDA_DOC_HINT = re.compile(r"search for `cuda_?error[a-z_]*' in https?://", re.IGNORECASE)
NAMED_GAP = 2  # lines from a launcher's or loader's bare failure report to the line that says why or how it ended
LOAD_CAUSE_WINDOW = 30  # lines from a bare "failed to load model" to a load failure that says why
REPLACE_WINDOW = 2000  # lines after a provisional event in which a specific cause replaces it
LOOP_WINDOW = 300  # lines from an engine loop's traceback frame to the exception that ends its traceback
DUMP_PARTS = 8  # lines from vLLM's input dump's first part to its scheduler output (its config may wrap)
FRAME_GAP = 4  # lines from a FRAME rule's traceback frame to the exception that ends its traceback
# (round 122: from a quantization method's lookup for a layer being built, one more frame of Python 3.11's form, with
# its source line and caret marker, may lie between: Aphrodite's config lookup that raised "ValueError: Cannot find
# config for (, )"; a wider gap for every load frame took in attention back ends' own checks, which are not loads)
QUANT_FRAME_GAP = 7
TRACEBACK_WINDOW = 400  # lines from a generic exception report to the end of the traceback it opens
_NAMES_NO_FAILURE = re.compile(r"\bexception\b")  # "hit an exception", "exception in thread": what, not why
_MQ_ENGINE_LOGGER = re.compile(r"^[ \t]*error [0-9]{2}-[0-9]{2} [0-9:.]+ \[?engine\.py:[0-9]+\][ \t]*$", re.I)
_ERROR_TAG = re.compile(r"\[(e|error|fatal|critical)\]", re.I)
_CLASS_ONLY = re.compile(r"[ \t]*[a-z_][a-z0-9_.]* {3,}$", re.I)
_TAGS_ONLY = re.compile(r"[ \t]*(\[[^]]*\][ \t]*)+$")  # a logger's bracketed stamp and tags, no words of its own
_NAMES_A_FAILURE = re.compile(r"fail|error|died|dead|crash")
# A report that an exception ended a process, whose traceback follows without its header: the exception ending it names
# the failure (Ray: "The actor died because of an error raised in its creation task, ray::X.__init__() ...")
_PROCESS_HEADER = re.compile(PROCESS_HEADER, re.I)
_ALIGNED_MALLOC = re.compile(ALIGNED_MALLOC, re.I)
_MPI_BANNER = re.compile(MPI_BANNER, re.I)
_MODEL_CHECK = re.compile(r"<model> check failed", re.I)  # LMDeploy's model checker (its other checkers: an exit)
# rich's log handler: a record's first line (the level padded to eight, the time, the message, the caller's file:line
# at the right edge) and the lines it wrapped the message onto (indented past the level and time)
_RICH_RECORD = re.compile(r"(?:DEBUG|INFO|WARNING|ERROR|CRITICAL) +\S.*\S {2,}[\w.-]+\.py:\d+[ \t]*$")
_RICH_CONTINUATION = re.compile(r" {8,}\S")
# an abort's own report, file and line first ("clip.cpp:4169: Unknown minicpmv version", round 88)
# ggml's assertion that a buffer or context it just asked for is there ("GGML_ASSERT(buffer) failed"): the allocation
# failed, and says why itself
_GGML_ASSERT_NULL = re.compile(r"ggml_assert\((buf|buffer|ctx|data|mem_buffer)\) failed", re.I)
_ABORT_MESSAGE = re.compile(r"^[ \t]*[a-z0-9_./-]+\.(c|cc|cpp|cxx|cu|h|hpp|m|mm):[0-9]+: [a-z]", re.I)
# a load failure's report that goes on to the loader's own words (round 88)
_LOADER_SAYS_WHY = re.compile(r"error loading model: [a-z]", re.I)
_SGLANG_HEALTH = re.compile(r"health check failed\. server couldn't get a response", re.I)  # (round 87)
_ENGINE_DEAD = re.compile(r"dead|encountered an issue|died", re.I)  # an exception that says the engine is gone
_SHM_STALL = re.compile(r"no available shared memory broadcast block found", re.I)  # vLLM's (round 100)
# SGLang's periodic batch line ("Decode batch. #running-req: 3, ..."): the scheduler is making progress, so a failed
# health check before it was a stall it came out of (round 87). Not a rule: these lines are most of an SGLang log, and
# the prefilter lets them pass; they are looked at only while that health check is the one event (``_went_on``).
# Round 100: vLLM's own signs of progress after its shared-memory broadcast report (a stats line with tokens
# processed, a request answered, a warm-up or graph capture that finished): the engine came out of a long step (a
# compile, a CPU warm-up), so that report and a hang read from it are withdrawn, and a later report starts afresh
_PROGRESS = (
    r"(decode|prefill) batch[.,] #|throughput: [0-9.]*[1-9][0-9.]* tokens/s|\"post [^\"\n]* http/1\.[01]\" 200\b"
    r"|(profiling/warmup run|graph capturing) (took|finished in) [0-9]"
)
_PROGRESS_LINE = re.compile(_PROGRESS, re.I)
_PROGRESS_BYTES = re.compile(_PROGRESS.encode(), re.I)  # (the same, for the saved-file path's blocks)
_HCCL_WATCHDOG = re.compile(r"hccl watchdog thread terminated", re.I)  # (round 87)
HCCL_CAUSE_WINDOW = 8  # lines from the HCCL watchdog's death report to the NPU failure that caused it
# the loading frames that make a generic report's traceback a load failure (round 87: transformers' loading frames; round
# 88: vLLM V1's worker's load_model)
_ELISIONS = frozenset({"...", "\u2026", "[...]", "[\u2026]", "(...)"})  # a paste's mark for lines it left out
_VLLM_FATAL_SIGNAL = re.compile(VLLM_FATAL_SIGNAL, re.I)
_QUANT_LOOKUP = re.compile(QUANT_LOOKUP, re.I)
_LOADER_FRAME = re.compile(r"/transformers/|/v1/worker/[a-z_]+\.py\"?, line [0-9]+, in load_model", re.I)
_WORKER_ERROR = re.compile(r"worker failed with error '", re.I)  # vLLM's relay of a worker's own error (round 86)
# a gRPC interceptor's report of a call that raised (TGI's and LoRAX's "interceptor.py:41 Method LoadAdapter encountered
# an error.")
_INTERCEPTED = re.compile(r"method [a-z]+ encountered an error", re.I)
_RELAYED_EXCEPTION = re.compile(r"because of an error raised in its creation task", re.I)
# a traceback's frame, or its source or caret line under it (indented; not a log line a wrapper's stamp left indented)
_TRACEBACK_TAIL = re.compile(r'\s*File "[^"]*", line \d+|[ \t]{2,}\S')
# a log line from a server's request-serving module ("ERROR 04-09 05:47:15 [serving.py:1262] ValueError: Grammar error:
# ...", vLLM's, round 60): an exception it logs failed a request
_REQUEST_LOGGER = re.compile(r"\[serving(_[a-z_]+)?\.py:[0-9]+\]")
# an exception line's dotted class and its last part ("zmq.error.ZMQError: ...": "ZMQError")
_EXCEPTION_NAME = re.compile(r"([A-Za-z_][A-Za-z0-9_.]*\.)?([A-Za-z_][A-Za-z0-9_]*)(:|$)")
# a report that an exception escaped what ran it, the exception's repr after it ("Runner failed with exception:
# ModuleNotFoundError(...)", "uncaught exception raised locally: X(...)")
_ESCAPED = re.compile(r"(with (an? )?(uncaught |unhandled )?|(uncaught|unhandled) )exception[a-z ]*: [A-Za-z_][A-Za-z0-9_.]*\(",
                      re.I)
# Python's subprocess that a signal ended ("Command '[...]' died with <Signals.SIGILL: 4>.")
_SUBPROCESS_SIGNAL = re.compile(r"died with <signals\.sig[a-z]+: [0-9]+>", re.I)
# a traceback's last line, the exception's (dotted) class first: not a warning that quotes one mid-line
# an exception at the top of a paste that is no death of the server: a client library's, a clean exit or an interrupt,
# a request handler's that Ray relayed (its replica serves on)
_NOT_THE_SERVERS = re.compile(
    r"^(openai|httpx|requests|aiohttp)\.[A-Za-z_.]*(Error|Exception)\b|^(SystemExit(: (0|None))?|KeyboardInterrupt)[ \t]*$"
    r"|\.handle_request\("
)
_RAISED_LINE = re.compile(r"[A-Za-z_][A-Za-z0-9_.]*(Error|Exception|Exit|Iteration|Pool)\b")
# an exception line's class and message, without the rank's or logger's prefix before it
_EXCEPTION_TEXT = re.compile(r"[A-Za-z_][A-Za-z0-9_.]*(Error|Exception): .*$")
# libc++'s abort line with the exception's type and message ("... of type std::runtime_error: <message>"); libstdc++
# puts the message on its own "what():" line
_UNCAUGHT = re.compile(r"terminating due to uncaught exception of type [^ ]+: ", re.I)
# ... its message on the next line ("libc++abi: terminating due to uncaught exception of type std::runtime_error:")
_UNCAUGHT_OPEN = re.compile(r"terminating due to uncaught exception of type [^ ]+:[ \t]*$", re.I)
_ARGUMENT_ERROR = re.compile(ARGUMENT_ERROR, re.I)
_METAL_COMMAND_FAILED = re.compile(METAL_COMMAND_FAILED, re.I)
_NO_HEARTBEAT = re.compile(NO_HEARTBEAT, re.I)
_C_ASSERT = re.compile(C_ASSERT, re.I)
DUMP_WINDOW = 8  # lines from the report before vLLM's input dump to the engine core's death
REPEAT_WINDOW = 40  # lines from a traceback's exception to a death report that repeats its message
MIN_SAME_EXCEPTION = 24  # characters of class and message that make two exception lines the same report
MIN_RERAISED = 6  # characters of a chain's first message that a later exception line must carry to raise it again
SHORT_SAME_EXCEPTION = 12  # ... of a message repeated within BURST_GAP lines of its exception
UPGRADE_WINDOW = 200  # lines after an NCCL or generic CUDA error in which a specific CUDA fault wins
DETECT_LINES = 2000  # lines read for the server kind, besides every fatal line
MAX_EVENTS = 16
_BLOCK = 1 << 20
_FLAGS = re.I | re.A


def _group_rules() -> tuple[tuple[str, str, str], ...]:
    """Consecutive rules of one label and kind become one pattern: fewer calls per candidate line."""
    groups: list[tuple[str, str, list[str]]] = []
    for label, kind, pattern in _RULES:
        if groups and groups[-1][0] == label and groups[-1][1] == kind:
            groups[-1][2].append(pattern)
        else:
            groups.append((label, kind, [pattern]))
    return tuple((label, kind, "|".join(pats)) for label, kind, pats in groups)


_GROUP_PATTERNS = _group_rules()
_GROUPS = tuple((label, kind, re.compile(p, _FLAGS)) for label, kind, p in _GROUP_PATTERNS)
_UNION = re.compile("|".join(pattern for _, _, pattern in _RULES), _FLAGS)  # over one line, without its wrapper
_ANSI_BYTES = re.compile(  # textsafe's escapes, never across a newline
    rb"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b\n]*(?:\x07|\x1b\\)?|\x1b[PX^_][^\x1b\n]*(?:\x1b\\)?|\x1b[@-Z\\-_]|\x1b"
)
# The gate needs only the keywords that hold no other keyword: a line with "ccl_error" in it has "error" too, so the
# longer one would find the same lines again (the block scan searches each keyword through the whole block)
_GATE = tuple(k for k in KEYWORDS if not any(o != k and o in k for o in KEYWORDS))
_KEYWORDS_B = tuple(k.encode() for k in _GATE)


def _re2_options(latin1: bool) -> Any:
    opts = _re2.Options()
    opts.case_sensitive = False
    opts.never_capture = True
    opts.max_mem = 128 << 20
    if latin1:
        opts.encoding = _re2.Options.Encoding.LATIN1
    return opts


_RULE_SET: Any = None  # RE2 set of the rule groups: which of them match a line, in one pass
_BLOCK_RE2: Any = None  # RE2 of every rule over a block of lines
# The same over UTF-8 text: case folding then matches the per-line set's (the Kelvin sign is a "k"),
# which Latin-1 mode cannot see; used for batches of lines that are not all ASCII.
_BLOCK_RE2_UTF8: Any = None
if _re2 is not None:
    _RULE_SET = _re2.Set.SearchSet(_re2_options(latin1=False))
    for _, _, _pattern in _GROUP_PATTERNS:
        _RULE_SET.Add(_pattern)
    _RULE_SET.Compile()
    _BLOCK_RE2 = _re2.compile(("(?m)" + PREFILTER_PATTERN).encode(), _re2_options(latin1=True))
    _BLOCK_RE2_UTF8 = _re2.compile(("(?m)" + PREFILTER_PATTERN).encode(), _re2_options(latin1=False))


@dataclass(frozen=True)
class TriageEvent:
    """One fatal event: its label, the first fatal line (made safe) and its 1-based number, the server."""

    label: str
    line: int | None
    text: str
    server: str
    hint: str

    def to_dict(self) -> dict[str, Any]:
        """``{"label", "line", "text", "server", "hint"}``, for JSON."""
        return dataclasses.asdict(self)


@dataclass(frozen=True)
class Finding:
    """A non-fatal finding: a rejected request or a notable warning, how often, and its first instance."""

    label: str
    kind: str  # "request" or "warning"
    count: int
    line: int
    text: str
    hint: str

    def to_dict(self) -> dict[str, Any]:
        """``{"label", "kind", "count", "line", "text", "hint"}``, for JSON."""
        return dataclasses.asdict(self)


def _first_rule(text: str) -> int | None:
    """Index of the first rule group matching this (ANSI-free, bounded) line: the hot path."""
    if _RULE_SET is not None:
        try:
            hits = _RULE_SET.Match(text)
        except UnicodeEncodeError:  # lone surrogates (a caller's surrogateescape decoding)
            hits = _RULE_SET.Match(text.encode("utf-8", "surrogatepass"))
        return min(hits) if hits else None
    low = text.lower()
    for keyword in _GATE:
        if keyword in low:
            break
    else:
        return None
    if _UNION.search(text) is None:
        return None
    return next((n for n, (_, _, rx) in enumerate(_GROUPS) if rx.search(text)), None)


def _shown(text: str, cut: bool) -> str:
    """The fatal line as an event shows it: escapes stripped, controls visible, always encodable."""
    shown = safe_text(text[:TEXT_LIMIT].encode("utf-8", "replace").decode("utf-8"))
    return shown + " … [line truncated]" if cut or len(text) > TEXT_LIMIT else shown


def _match_text(line: str) -> tuple[str, bool]:
    """The part of a line that rules see: all of it, or its head and tail when it is very long."""
    if len(line) <= MATCH_HEAD + MATCH_TAIL:
        return line, False
    return line[:MATCH_HEAD] + " [...] " + line[-MATCH_TAIL:], True


def _batch_texts(lines: Sequence[str]) -> tuple[Sequence[str] | None, str, set[int]]:
    """The texts ``feed`` would match for these lines, joined by newlines, and which were cut; no
    texts when a line holds a newline or a CR (or is not text), as ``feed`` then has more to do."""
    try:
        joined = "\n".join(lines)
    except TypeError:  # bytes among them
        return None, "", set()
    if joined.count("\n") != len(lines) - 1 or "\r" in joined:
        return None, "", set()
    if "\x1b" not in joined and max(map(len, lines)) <= MATCH_HEAD + MATCH_TAIL:
        return lines, joined, set()
    texts: list[str] = []
    cuts: set[int] = set()
    for k, line in enumerate(lines):
        text, cut = _match_text(line)
        if cut:
            cuts.add(k)
        texts.append(strip_ansi(text) if "\x1b" in text else text)
    return texts, "\n".join(texts), cuts


def _decode(data: bytes) -> str:
    return data.decode("utf-8", errors="replace")


def _body(line: str) -> str:
    """The line without its process/level/time prefix; its own indentation is kept."""
    m = _PREFIX.match(line)
    return line[m.end() :] if m and line[: m.end()].strip() else line


_LLAMA_STAMP = re.compile(r"^\s*" + _LLAMA_TIME)
_LLAMA_E = re.compile(r"^\s*" + _LLAMA_TIME + r"E (?:[a-z]{2,4} +)?")  # llama.cpp's E level, its module tag


def _same_exception(a: str, b: str) -> bool:
    """Two traceback ends name the same exception with the same message (whatever prefix each rank's line has)."""
    m, n = _EXCEPTION_TEXT.search(a), _EXCEPTION_TEXT.search(b)
    return m is not None and n is not None and len(m.group(0)) >= MIN_SAME_EXCEPTION and m.group(0) == n.group(0)


def _reraised(first: str, text: str) -> bool:
    """This exception line raises the chain's first exception again, in more words: the same class, its message
    carried (AITER's "KeyError: 'gfx1101'", then, while handling it, "KeyError: \"Unknown GPU architecture: gfx1101.
    ...\"")."""
    m, n = _EXCEPTION_TEXT.search(first), _EXCEPTION_TEXT.search(text)
    if m is None or n is None or m.group(0).partition(": ")[0] != n.group(0).partition(": ")[0]:
        return False
    message = m.group(0).partition(": ")[2].strip().strip("'\"")
    return len(message) >= MIN_RERAISED and message in n.group(0).partition(": ")[2]


def _repeats_exception(raised: str, report: str, minimum: int = MIN_SAME_EXCEPTION) -> bool:
    """A report's line carries the message of this exception line (long enough to be the same failure)."""
    m = _EXCEPTION_TEXT.search(raised)
    message = m.group(0).partition(": ")[2].strip() if m is not None else ""
    return len(message) >= minimum and message in report


def _same_report(a: str, b: str) -> bool:
    """The same message, printed twice (llama.cpp's timestamp aside)."""
    return _LLAMA_STAMP.sub("", a).strip() == _LLAMA_STAMP.sub("", b).strip()


def _not_fatal(text: str, request: bool = False) -> bool:
    """Looks fatal but is not; a rejected request is one at any level (vLLM logs a failed request at INFO)."""
    low = text.lower()
    if any(word in low for word in _NOT_FATAL_WORDS) or (not request and _QUIET_LEVEL.match(text)):
        return True
    if ("warning is normal" in low and _FITTING_TRIAL.match(text)) or _LLAMA_WARNING.match(text):
        return True
    if "failed to load weights" in low and _WARNING_LEVEL.match(text):
        # said at WARNING: the server goes on (vLLM's layer-wise weight reload, a module with nothing to load)
        return True
    if "bind" in low and ("ipv6" in low or "[::]" in low) and "in use" not in low and "eaddrinuse" not in low:
        # an IPv6 listener that could not bind, the IPv4 one serves (KoboldCpp, torch's c10d store)
        return True
    return "received request" in low and _REQUEST_LOG.search(text) is not None


def _cause_named(text: str) -> str | None:
    """The label of the cause rule that first reads ``text`` (the message a report carries after its own words), if
    the first rule that reads it is a cause."""
    rule = _first_rule(text)
    return _GROUPS[rule][0] if rule is not None and _GROUPS[rule][1] == CAUSE else None


def _unread(line: str) -> bool:
    """No rule reads this line and it is no known harmless one: a program's own report that can name a failure found
    just after it."""
    return _first_rule(line) is None and not _not_fatal(line)


def _what_of_terminate(top: str, text: str) -> bool:
    """The ``what():`` line of an uncaught C++ exception just after its "terminate called after throwing ..." line."""
    return "terminate called after throwing" in top.lower() and "what()" in text.lower()


def _raised_body(text: str, prev: str) -> str:
    """A line's body, and without its indent when the code line above it is indented deeper (round 74: a paste indented
    as a whole, "  TypeError: ..." under "      model = cls(config)"): an exception line in the traceback's own
    column."""
    body = _body(text)
    above = _body(prev)
    indent = len(body) - len(body.lstrip())
    return body.lstrip() if indent and len(above) - len(above.lstrip()) > indent else body


def _names_only_an_exception(text: str) -> bool:
    """A report that says an exception happened and not what failed ("Scheduler hit an exception")."""
    return _NAMES_NO_FAILURE.search(text) is not None and _NAMES_A_FAILURE.search(text) is None


def _is_code(text: str, prev: str) -> bool:
    """A traceback frame, or the source line under one: it quotes code, it reports nothing."""
    body = _body(text)
    if "fatal python error" in body.lower():  # another process's abort report spliced into a frame it interleaved
        return False
    if _FRAME.match(body) or _RAISE.match(body) or _NATIVE_FRAME.match(body):
        return True
    return bool(body[:1].isspace() and prev and _FRAME.match(_body(prev)))


# round 96: the status a Windows process ends with when it fails fast (STATUS_STACK_BUFFER_OVERRUN, 0xC0000409: abort()
# and a failed check end it so, as SIGABRT ends one elsewhere), signed and unsigned: ollama's "llama runner terminated"
# error="exit status 0xc0000409", Tabby's "exited with status code -1073740791". A cause the runner's log names after
# it (the GGML_ASSERT that aborted, the buffer it could not allocate) still takes its place
FAIL_FAST = (0xC0000409, -1073740791)


def _code_label(code: int | None) -> str | None:
    """The label an exit status implies: ``-N`` (killed by signal N) or ``128+N`` as shells report it."""
    if code is None or code == 0:
        return None
    if code in FAIL_FAST:
        return "fatal_signal"
    sig = exit_signal(code)
    if sig == 9:
        return "killed_oom_host"
    if sig in (4, 6, 7, 8, 11):  # SIGILL, SIGABRT, SIGBUS, SIGFPE, SIGSEGV
        return "fatal_signal"
    return "exited"


def _code_in(text: str) -> int | None:
    """An exit status named in a log line, as a returncode (negative for a signal); not in a list of what might
    have happened (Ray's "potential root causes")."""
    low = text.lower()
    cuts = [at for at in (low.find("potential root cause"), low.find("if exit code is")) if at >= 0]
    text = text[: min(cuts)] if cuts else text
    m = _EXIT_CODE.search(text)
    if m is None:
        named = _SIGNAL_NAMED.search(text)
        name = f"SIG{named.group(1).upper()}" if named is not None else ""
        if name in signal.Signals.__members__:
            return -signal.Signals[name].value  # (round 100: `systemctl status`)
        low = text.lower()  # Ray's exit type of a worker its memory monitor killed says SIGKILL in other words
        return -9 if "sigkill" in low or "node_out_of_memory" in low else None
    for group in _SIGNAL_GROUPS:
        if m.group(group) is not None:
            return -int(m.group(group))
    number = next(g for g in m.groups() if g is not None)
    # Go's os/exec prints a Windows process's NTSTATUS in hex ("exit status 0xc0000135": a DLL was not found)
    code = int(number, 16) if number.lower().startswith("0x") else int(number)
    if _RAW_WAIT_STATUS.search(text) and code > 0:  # SGLang prints the raw waitpid() status
        return -(code & 0x7F) if code & 0x7F else code >> 8
    return code


def _is_traceback_end(prev: str) -> bool:
    """The line before is a traceback's frame or its source line (or a caret marker under it)."""
    body = _body(prev)
    return bool(_FRAME.match(body) or (body[:1].isspace() and body.strip()))


def _describe_exit(code: int | None) -> str:
    return "process " + how_it_exited(code)


class Triage:
    """Classifies one server launch's log, line by line, and its exit status."""

    def __init__(self, server: str = "unknown") -> None:
        self._server = server or "unknown"
        self._lineno = 0
        self._prev = ""
        self._wraps: dict[int, tuple[str, str]] = {}  # the wrappers of recent lines (before, after), by line number
        self._events: list[TriageEvent] = []
        self._kinds: list[str] = []
        self._findings: dict[str, list[Any]] = {}  # label -> [kind, count, line, text]
        self._burst: tuple[int, str, int, str] | None = None  # first line, its text, last line, label of a burst
        self._pinned: int | None = None  # the line of the last pinned-memory fallback warning
        self._stall: tuple[int, str] | None = None  # the first "waited for workers" report: line, text
        self._idle: int | None = None  # the line of the last stats line with requests running and nothing generated
        self._precursor: tuple[int, str, str] | None = None  # line, its text, the label it names
        self._raised: tuple[int, str] | None = None  # the last traceback's exception line, its text
        # the line and label of the last FRAME rule's traceback frame, and the lines from it to the exception that may
        # end its traceback
        self._frame = (-(10**9), "", FRAME_GAP)
        self._dumped: int | None = None  # the line of vLLM's last input dump's first part
        self._loop = -(10**9)  # the line of the last engine loop's frame in a plain (unlogged) traceback
        self._chain: tuple[int, str] | None = None  # the first exception of the last chain of tracebacks
        self._link = -(10**9)  # the line of the last link between two tracebacks of one chain
        self._opener: tuple[int, str, str] | None = None  # the report that opened a logged traceback: line, text, prefix
        self._handled: tuple[int, str] | None = None  # a failed call returned to its caller: line, its logger prefix
        self._unretrieved: tuple[int, str] | None = None  # asyncio's header of a dead task's report: line, text
        self._tb_named = False  # the generic exception report's own traceback has named it (moved once)
        self._before_report: tuple[int, str] | None = None  # the line just before a generic exception report
        self._trail, self._trail_of = 0, 0  # NCCL's error-return lines seen after the precursor at line _trail_of
        self._spec_failed: tuple[int, str] | None = None  # the first "draft cannot serve with this target" line
        self._step_report: tuple[int, str] | None = None  # an error report just before vLLM's dump of a failed step
        self._bt_run: tuple[int, str, int] | None = None  # a backtrace's opening line, its text, its last frame
        self._bt_event: int | None = None  # the line of the event a backtrace opened
        # a stand-in event's line, and the kinds of line whose event replaces it while it is first (DUMP_SUCCESSORS)
        self._stand_in: tuple[int, frozenset[str]] | None = None
        self._fit_cause: tuple[int, str] | None = None  # the error report just before the fitter's trial failed
        self._request: tuple[int, str] | None = None  # the last rejected request's log line and its message
        self._tb_header = False  # a traceback's header ("Traceback (most recent call last):") has been seen
        self._request_frame = -(10**9)  # the line of the last frame in a request handler (REQUEST_FRAME)
        self._engine_report = -(10**9)  # vLLM V0's engine report that opened a logged traceback (round 128)
        self._engine_frame = -(10**9)  # the line of the last frame in the model's forward pass (ENGINE_FRAME)
        self._child_exited = False  # a router's child whose load failed then exited (round 71): that failure stands
        self._interrupted: int | None = None  # the line of a KeyboardInterrupt that ended a traceback (INTERRUPTED)
        self._cut_head: int | None = None  # the line of the exception that ended a traceback whose head was cut
        self._loose_opener = -1  # the line of a report that opened a traceback printed with no prefix (Python logging's)
        self._registers: int | None = None  # the line of a Go crash report's last register (REGISTERS)
        self._oversubscribed: int | None = None  # the line of Metal's "greater than the recommended max working set"

    # -- public ---------------------------------------------------------------------------------
    @property
    def primary(self) -> TriageEvent | None:
        return self._events[0] if self._events else None

    @property
    def events(self) -> list[TriageEvent]:
        return list(self._events)

    @property
    def fatal(self) -> bool:
        return bool(self._events)

    @property
    def provisional(self) -> bool:
        """The primary event is generic and may still be replaced by a specific cause."""
        return bool(self._kinds) and self._kinds[0] not in (CAUSE,)

    @property
    def findings(self) -> list[Finding]:
        """Non-fatal findings (rejected requests, notable warnings), in order of their first line."""
        return [
            Finding(label, kind, count, line, text, finding_hint(label, text))
            for label, (kind, count, line, text) in sorted(self._findings.items(), key=lambda kv: kv[1][2])
        ]

    @property
    def fatal_events(self) -> list[TriageEvent]:
        """The events that end the server: every event but rejected requests."""
        return [e for e in self._events if e.label not in REQUEST_LABELS]

    @property
    def lines_seen(self) -> int:
        return self._lineno

    @property
    def server(self) -> str:
        return self._server

    def feed(self, line: str | bytes) -> TriageEvent | None:
        """Consume one line (without its newline); return an event when it starts a new one."""
        self._lineno += 1
        cut = False
        if isinstance(line, str):
            text = line
            if len(text) > MATCH_HEAD + MATCH_TAIL:
                text, cut = _match_text(text)
        elif len(line) > MATCH_HEAD + MATCH_TAIL:
            text, cut = _decode(line[:MATCH_HEAD]) + " [...] " + _decode(line[-MATCH_TAIL:]), True
        else:
            text = _decode(line)
        if text[-1:] in ("\n", "\r"):
            text = text.rstrip("\r\n")
        if "\x1b" in text:
            text = strip_ansi(text)
        text = self._unwrap(text, self._lineno)
        prev, self._prev = self._prev, text
        if self._awaiting_progress() and _PROGRESS_LINE.search(text):
            self._progressed()
        if self._server == "unknown" and self._lineno <= DETECT_LINES:
            self._detect(text, self._wraps.get(self._lineno, ("",))[0])
        rule = _first_rule(text)
        return None if rule is None else self._candidate(rule, text, cut, prev)

    def feed_lines(self, lines: Sequence[str]) -> list[TriageEvent]:
        """Consume a batch of lines: the events ``feed`` would return for them, in order."""
        return [event for _, event in self.feed_lines_at(lines)]

    def feed_lines_at(self, lines: Sequence[str]) -> list[tuple[int, TriageEvent]]:
        """``feed_lines`` with the index in ``lines`` of the line that gave each event.

        One prefilter search runs over the whole batch and only its hit lines go through the rules,
        so a healthy line costs no call of its own (``feed`` pays the RE2 wrapper on every line)."""
        found: list[tuple[int, TriageEvent]] = []
        i, n = 0, len(lines)
        # the server kind is read from the first lines in order, as ``feed`` reads it
        while i < n and self._server == "unknown" and self._lineno < DETECT_LINES:
            event = self.feed(lines[i])
            if event is not None:
                found.append((i, event))
            i += 1
        if i < n:
            self._scan_lines(lines[i:] if i else lines, i, found)
        return found

    def _scan_lines(self, lines: Sequence[str], offset: int, found: list[tuple[int, TriageEvent]]) -> None:
        base = self._lineno
        texts, joined, cuts = _batch_texts(lines)
        if texts is None or _BLOCK_RE2 is None:
            for k, line in enumerate(lines):
                event = self.feed(line)
                if event is not None:
                    found.append((offset + k, event))
            return
        regex = _BLOCK_RE2 if joined.isascii() else _BLOCK_RE2_UTF8
        block = joined.encode("utf-8", "surrogatepass")
        try:
            counted_to, count, pos, after = 0, 0, 0, 0
            while True:
                m = regex.search(block, pos)
                if m is None:
                    break
                start = block.rfind(b"\n", 0, m.start()) + 1
                count += block.count(b"\n", counted_to, start)
                counted_to = start
                k = count
                self._went_on(texts, after, k + 1)  # (the hit line too: a stats line may be both)
                after = k + 1
                self._lineno = base + k + 1
                text = self._unwrap(texts[k], self._lineno)
                rule = _first_rule(text)
                if rule is not None:
                    prev = self._unwrap(texts[k - 1], self._lineno - 1) if k else self._prev
                    event = self._candidate(rule, text, k in cuts, prev)
                    if event is not None:
                        found.append((offset + k, event))
                pos = block.find(b"\n", m.start()) + 1
                if pos == 0:
                    break
            self._went_on(texts, after, len(texts))
        finally:  # a classifier bug loses the batch's later hits, never the line count
            self._lineno = base + len(texts)
            self._prev = self._unwrap(texts[-1], self._lineno)

    def _stalled_only(self) -> bool:
        """The one event is a hang the server may still come out of: SGLang's failed health check, or vLLM's
        shared-memory broadcast report (round 100)."""
        return len(self._events) == 1 and self._events[0].label == "hang" and bool(
            _SGLANG_HEALTH.search(self._events[0].text) or _SHM_STALL.search(self._events[0].text)
        )

    def _awaiting_progress(self) -> bool:
        """A sign of progress would change the reading: the one event is a stall, or vLLM reported one stall (no
        event yet) that a second report would make a hang."""
        return (self._stalled_only() if self._events else self._stall is not None)

    def _progressed(self) -> None:
        """The server went on: a stall that was the one event is withdrawn, and a stall report seen before is
        forgotten (the next one is a first one again)."""
        if self._events:
            self._withdraw()
        self._stall = None

    def _went_on(self, texts: Sequence[str], start: int, stop: int) -> None:
        """Lines ``start``..``stop`` of a batch (the prefilter passed over all but the last): while a stall waits on
        progress (``_awaiting_progress``), a sign of progress among them withdraws it (the server went on)."""
        if self._awaiting_progress() and any(_PROGRESS_LINE.search(t) for t in texts[start:stop]):
            self._progressed()

    def feed_exit(self, returncode: int | None) -> TriageEvent | None:
        """The process exited: an event when the status says more than the log did."""
        label = "exited" if returncode is None else _code_label(returncode)
        if label is None:
            return None
        if not self._events or self._kinds[0] == REQUEST:
            pre = self._recent_precursor(at_exit=True)
            if pre is not None and label == "exited" and not self._events:  # a signal says more
                return self._promote(self._make(pre[2], pre[0], pre[1]), CAUSE)
            event = self._make(label, None, _describe_exit(returncode))
            return self._promote(event, STATUS)
        # A Python exception ends in the server killing its own tree (SGLang exits -9), so the
        # status only refines a plain death, never an exception.
        if self._kinds[0] in (DEATH, STATUS) and self._events[0].label == "exited" and label != "exited":
            return self._relabel(label)
        return None

    def feed_supervisor_death(self, returncode: int | None) -> TriageEvent | None:
        """specdec's supervisor shim (the reaper) died before the server did, so the server's own
        exit status is unknown (the kernel killed it with the shim): ``exited``, saying so, never
        ``killed_oom_host`` for a SIGKILL aimed at the shim. A cause already found in the log wins."""
        if self._events and self._kinds[0] not in (REQUEST, STATUS, DEATH):
            return None
        how = _describe_exit(returncode).replace("process ", "", 1)
        text = (
            f"specdec's server supervisor (reaper shim) {how} before the server ended; "
            "the server was stopped with it (its own exit status is unknown)"
        )
        return self._promote(self._make("exited", None, text), STATUS)

    def mark_hang(self, seconds: float, detail: str) -> TriageEvent:
        """No progress for ``seconds``: the hang event, or the specific cause already found."""
        text = safe_text(detail, TEXT_LIMIT) if detail else f"no progress for {seconds:g} s"
        if self._events and self._kinds[0] == CAUSE:
            if "hang" not in {e.label for e in self._events} and len(self._events) < MAX_EVENTS:
                self._events.append(self._make("hang", None, text))
                self._kinds.append(CAUSE)
            return self._events[0]
        event = self._make("hang", None, text)
        self._promote(event, CAUSE)
        return event

    # -- lines ----------------------------------------------------------------------------------
    def _candidate(self, rule: int, text: str, cut: bool, prev: str) -> TriageEvent | None:
        label, kind, _ = _GROUPS[rule]
        if not self._tb_header and "most recent call last" in text.lower():
            self._tb_header = True
        if kind == ENGINE_FRAME:
            self._engine_frame = self._lineno
            return None
        if kind == REQUEST_FRAME:
            self._request_frame = self._lineno
            if len(self._events) == 1 and self._events[0].line == self._engine_report and self._since(
                self._engine_report, OPENER_WINDOW
            ):
                self._withdraw()  # the engine's logger reported a request's traceback: that request failed, it goes on
            return None
        if kind == INTERRUPTED:
            self._interrupted = self._lineno
            return None
        if kind == FAILED_RESPONSE:
            top = self._events[0] if len(self._events) == 1 else None
            engine = self._since(self._engine_frame, TRACEBACK_WINDOW)  # (round 71: the engine's forward pass raised)
            if top is not None and top.line == self._cut_head and self._since(self._cut_head, 2) and (
                "systemexit" not in top.text.lower()
            ) and not engine:
                # round 65: the exception a paste began at failed this request (its 500), the server goes on (a
                # handler that called exit() ended the server: the 500 was its last answer)
                self._withdraw()
            return None
        if kind == IDLE:
            self._idle = self._lineno
            return None
        if kind == BT_FRAME:
            run = self._bt_run
            if run is None or self._lineno - run[2] > 1:
                # a new run: where it starts, and the abort's own "file.cpp:N: message" just before it, if that is it
                message = _ABORT_MESSAGE.search(_body(prev)) is not None and len(prev) < MATCH_HEAD
                start = (self._lineno - 1, _shown(prev, False)) if message else (self._lineno, _shown(text, cut))
                pre = self._precursor
                if pre is not None and pre[2] == "fatal_signal" and pre[0] == start[0] - 1:
                    # the report just before the abort's message names it (round 93), or just before the backtrace
                    # when the abort has no message of its own (round 130: "ggml_new_object: not enough space in the
                    # context's memory pool (needed N, available M)", then ggml's frames)
                    start = (pre[0], pre[1])
                self._bt_run = (start[0], start[1], self._lineno)
            else:
                self._bt_run = (run[0], run[1], self._lineno)
            return None
        run = self._bt_run
        if label == "fatal_signal" and kind == SIGNAL and not self._events and run is not None and (
            self._lineno - run[2] <= 1
        ):
            # the abort's signal, or ggml's own frame, in or just after a backtrace: the backtrace's report opens it
            self._bt_event = run[0]
            return self._promote(self._make(label, run[0], run[1]), kind)
        if kind == SIGNAL and run is not None and self._lineno - run[2] <= 1 and len(self._events) == 1 and (
            self._events[0].line == self._bt_event and "terminate called" in text.lower()
        ):
            # round 89 (a real H100 run): ggml's terminate handler prints its backtrace before the C++ runtime's
            # "terminate called after throwing an instance of 'std::invalid_argument'": that line says what aborted
            self._bt_event = None
            return self._replace_top(self._event(label, text, cut), kind)
        if kind == STALL:  # at INFO level: before the quiet-level check
            if self._stall is None:
                self._stall = (self._lineno, _shown(text, cut))
                if not self._since(self._idle, IDLE_WINDOW):
                    return None
            if self._events:
                return None
            return self._promote(self._make(label, self._stall[0], self._stall[1]), CAUSE)
        if kind == ANSWERED:
            top = self._events[0] if len(self._events) == 1 else None
            if top is not None and self._kinds[0] == EXCEPTION and top.label == "exited" and (
                self._since(top.line, ANSWER_WINDOW) and _ENGINE_DEAD.search(top.text) is None
            ):
                self._withdraw()  # the exception was one request's, answered with an error; the server goes on
            return None
        if kind == FRAME:
            return self._frame_seen(label, text)
        if kind == OPENER:
            return self._opened(text, prev, cut)
        if kind == REGISTERS:
            self._registers = self._lineno
            return None
        if kind == INPUT_DUMP:
            low = text.lower()
            if "dumping scheduler output" in low and self._since(self._dumped, DUMP_PARTS):
                return None  # the dump's second part, its first seen
            if "dumping input data" not in low and "dumping scheduler output" not in low:
                return None  # the config line of vLLM 0.9's dump
            self._dumped = self._lineno
            report = _ERROR_REPORT.search(prev) is not None and len(prev) < MATCH_HEAD and _unread(prev)
            self._step_report = (self._lineno - 1, _shown(prev, False)) if report else None
            if self._events:
                return None
            # round 86: the dump is written only when the engine core's step raised, before the core dies: a log that
            # ends with it (a paste cut there) shows that death, at the step's own report when there was one; the
            # core's own death report, or a cause, that follows takes its place as if the dump had been no event
            at, shown = self._step_report or (self._lineno, _shown(text, cut))
            self._stand_in = (at, DUMP_SUCCESSORS)
            return self._promote(self._make(label, at, shown), EXCEPTION)
        stand_in = self._stand_in
        if stand_in is not None and kind in stand_in[1]:
            if self._events and self._events[0].line == stand_in[0]:
                del self._events[0], self._kinds[0]  # the report that names the failure, or a cause, takes its place
            self._stand_in = None
        if kind == UNRETRIEVED:
            self._unretrieved = (self._lineno, _shown(text, cut))
            return None
        if kind == TASK_LOOP:
            if self._events:
                return None
            at, shown = self._asyncio_report(self._lineno, text, cut)
            loop_exc = self._named_exception(text, "exception=")
            if loop_exc is not None:
                # round 60: the exception that ended a traceback just before is the one the dead loop task's report
                # names ("zmq.error.ZMQError: Operation not supported", then asyncio's report of the task whose
                # exception=ZMQError(...)): it reported the failure first
                at, shown = loop_exc
            return self._promote(self._make(label, at, shown), EXCEPTION)
        if kind == RELOADED:
            self._withdraw_load(text)
            return None
        if kind == LINK:
            self._link = self._lineno
            return None
        if kind == HANDLED and _CALL_RAISED.match(_body(text)) is not None and _TRACEBACK_TAIL.match(_body(prev)) is not None:
            # round 71: the call's failure as the last line of its caller's own traceback ("raise self._exception", then
            # "Exception: Call to collective_rpc method failed: ..."): it escaped the caller, as any exception does
            kind = RAISED
        if kind == HANDLED:
            failed = text.lower().find("method failed")
            said = _cause_named(text[failed + len("method failed") :]) if failed >= 0 else None
            if said in CUDA_LABELS and not self._events and (
                not _not_fatal(text)  # (a cancelled call's, whose caller had gone, is only logged)
            ):
                # round 67: the call failed on the GPU itself ("Call to wake_up method failed: CUDA Error: out of memory",
                # vLLM's sleep mode relayed by its caller): the engine cannot serve, whatever its caller did with it
                return self._promote(self._make(said, self._lineno, _shown(text, cut)), CAUSE)
            m = _LOGGER_PREFIX.match(text)
            self._handled = (self._lineno, m.group(0)) if m else None
            return None
        handled = self._handled
        if handled is not None and self._since(handled[0], HANDLED_WINDOW) and text.startswith(handled[1]):
            return None  # a line of the failed call's own logged traceback: returned to its caller, the server goes on
        if kind == WARNING:
            if not _is_code(text, prev):
                self._note(label, kind, text, cut)
                if label == SPECULATION_DISABLED and self._spec_failed is None:
                    self._spec_failed = (self._lineno, _shown(text, cut))
                if label == "oom_retried":
                    self._withdraw_oom()
                if "pinned" in text.lower():
                    self._pinned = self._lineno
                if label == "gpu_memory_oversubscribed":
                    self._oversubscribed = self._lineno
            return None
        if len(self._events) == 1 and self._events[0].label == "hang" and _SOFT_WATCHDOG.search(text):
            self._withdraw()  # SGLang's soft watchdog: it dumped the stuck batch and goes on
        # (round 72: a precursor llama.cpp prints at its W level still names the failure that follows it)
        warned = kind == PRECURSOR and _LLAMA_WARNING.match(text) is not None
        if (_not_fatal(text, kind == REQUEST) and not warned) or _is_code(text, prev):
            return None
        warning = _PY_WARNING.search(text) if not self._events and "warning: " in text.lower() else None
        if warning is not None and _GROUPS[rule][2].search(text[: warning.start()]) is None:
            # Python's warnings module ("...\\torch\\cuda\\__init__.py:1113: UserWarning: cudaGetDeviceCount() returned
            # cudaErrorNotSupported ...", round 60): alone, a warning, the program goes on; after a failure began (a
            # shard's "failed to start", then its output), the CUDA error it names may be that failure's cause. (Round
            # 129: a report that names its failure before the output it relays, the warning in that output, is no
            # warning: Scriberr's "transcription failed for job J: exit status 137. Output: .../util.py:182:
            # SyntaxWarning: ...")
            return None
        if label == "hang" and kind == CAUSE and _WAIT_WARNED.match(text):
            # a wait for readiness the server only warns of (BentoML's API server waiting for its runner): it goes on
            # waiting; a warning that a deadline failed a start (llama-swap's "[WARN] ... starting m failed: health
            # check timed out") or that a replica is marked unhealthy (Ray Serve's controller) is the failure
            return None
        if label == "cuda_oom" and self._pinned is not None and 0 < self._lineno - self._pinned <= 2:
            # the allocator's own error for the pinned memory it could not get: a fallback, no crash
            return None
        if kind == PRECURSOR:
            pre = self._precursor
            again = pre is not None and pre[2] == label and self._since(pre[0], BURST_GAP)  # a run of them: the first
            if pre is not None and pre[2] == label and self._since(pre[0], DIAGNOSTIC_GAP):
                # a compiler's run of errors, each with its source line, caret and notes between: the first
                again = again or (_COMPILER_ERROR.match(pre[1]) is not None and _COMPILER_ERROR.match(text) is not None)
            if not again and not (label == "nccl_error" and _BENIGN_PRECURSOR.search(text)):  # (NCCL's plugin loading)
                self._precursor = (self._lineno, _shown(text, cut), label)
            return None
        if kind == FIT:
            if _ERROR_REPORT.search(prev) is not None and len(prev) < MATCH_HEAD:
                self._fit_cause = (self._lineno - 1, _shown(prev, False))
            return None
        if kind == TRAIL:
            pre = self._recent_precursor()
            if pre is None or self._events:
                return None
            self._trail = self._trail + 1 if self._trail_of == pre[0] else 1
            self._trail_of = pre[0]
            if self._trail < 2:
                return None
            # the error code of NCCL's own failure report went back up the stack, function after function: the
            # collective failed
            self._precursor = None
            return self._promote(self._make(pre[2], pre[0], pre[1]), CAUSE)
        if kind == RAISED:
            top = self._events[0] if self._events else None
            if top is not None and top.label == "model_load_error" and _names_no_cause(top.text) and (
                _NO_MODULE.match(_body(text)) is not None and self._since(top.line, TRACEBACK_WINDOW) and not self._tb_named
            ):
                # round 112: a generic load failure whose traceback ends in a module that is not installed
                # (text-generation-webui's "Failed to load the model.", then "ModuleNotFoundError: No module named
                # 'llama_cpp_binaries'"): the loader could not be imported, the model was never read; the report keeps
                # its line
                self._relabel("exited")
            at, named, gap = self._frame
            if not self._events and 0 < self._lineno - at <= gap and (
                named != "hang" or "timeout" in text.lower()
            ):
                # the traceback ended inside Triton's compiler (the kernel could not be compiled), or a wait in vLLM's
                # message queue timed out (its workers stopped answering)
                return self._promote(self._make(named, self._lineno, _shown(text, cut)), CAUSE)
            raised, fn = self._raised, _LOADER_FN.search(text)
            adjacent = raised is not None and self._lineno - raised[0] == 1 and fn is not None and fn.group(0) in raised[1]
            escaped = self._named_exception(text) if not self._events and _ESCAPED.search(text) is not None else None
            if escaped is not None and not self._since(self._request_frame, TRACEBACK_WINDOW):
                # round 62: what ran the code reports that the exception just before escaped it ("Runner failed
                # with exception: ModuleNotFoundError(...)", Modal's): the traceback ended the program
                return self._promote(self._make(label, *escaped), EXCEPTION)
            if _CANCELLED.search(text) is None and not adjacent:  # a cancelled task names no failure; a loader's run
                ended = self._exception_ended(label, text, cut, prev)  # of reports keeps its first
                if ended is not None:
                    return ended
                if raised is None and not self._tb_header and not self._events and self._head_cut(text, prev) and (
                    (_RAISED_LINE.match(_raised_body(text, prev)) or _CALL_RAISED.match(_body(text))) is not None
                    # (round 71: "Exception:")
                    and not self._since(self._request_frame, TRACEBACK_WINDOW)
                    and _REQUEST_LOGGER.search(text) is None
                ):
                    # round 58: the first traceback of an excerpt that has no traceback header (a paste that begins
                    # inside the traceback, its head cut): the paste is of this failure, and its exception names it
                    # (provisional, as a reported exception is); one that went through a request handler failed a
                    # request. Round 65: an excerpt that begins at the exception itself, its whole traceback cut
                    self._cut_head = self._lineno
                    return self._promote(self._make(label, self._lineno, _shown(text, cut)), EXCEPTION)
            self._name_the_exception(text, cut)
            return None
        if self._server == "unknown":
            self._detect(text, self._wraps.get(self._lineno, ("",))[0])
        if kind == REQUEST and not self._echoed(rule, text):
            self._note(label, kind, text, cut)
        if kind == SIGNAL and label == "fatal_signal":
            abort = _UNCAUGHT.search(text)
            said = _cause_named(text[abort.end() :]) if abort is not None else None
            if said is not None and said != label:
                # the C++ runtime's abort with the exception's message on its own line ("terminating due to uncaught
                # exception of type std::runtime_error: [METAL] ... Insufficient Memory"): the message names the failure
                label, kind = said, CAUSE
        burst = self._burst
        if label in ("fatal_signal", "exited") and burst is not None and self._since(burst[2], BURST_GAP) and (
            _METAL_COMMAND_FAILED.search(burst[1])
        ):
            # ggml-metal's failed command buffer, then the assert it trips (or, round 64, ollama's Go panic on the NaN
            # logits it left: "panic: failed to sample token: ... logits sum to NaN"): the GPU's failure, the death
            # its consequence; round 74: after the allocations passed Metal's recommended working set, its memory
            # ran out ("command buffer 0 failed with status 5" with no error of its own)
            oversubscribed = self._since(self._oversubscribed, OVERSUBSCRIBED_WINDOW)
            label, kind = ("cuda_oom" if oversubscribed else "cuda_error"), CAUSE
        if kind == BURST or (label == "cuda_error" and kind == CAUSE):
            self._extend_burst(text, cut, label)
            if kind == BURST:  # alone, a generic failure is provisional, as a reported exception is (round 123:
                # Triton's lifecycle line "failed to load 'M'" alone still names a load that failed)
                label, kind = ("model_load_error" if label == "model_load_error" else "exited"), EXCEPTION
        if kind == STATUS and self._events and self._events[0].label == "model_load_error" and _ROUTER_CHILD_EXIT.search(text):
            self._child_exited = True  # round 71: llama-server's router reports the child whose load failed as ended
        if kind in (DEATH, STATUS, EXCEPTION):
            code = _code_in(text)
            if kind != EXCEPTION and code in (-15, -2, 143, 130) and self._since(self._interrupted, INTERRUPT_WINDOW):
                return None  # round 66: a worker that the interrupt's stop ended ("died, exit code: -15" after Ctrl+C)
            implied = _code_label(code)
            if kind == STATUS and implied is None:
                return None
            if implied is not None:
                label = implied
        pre = self._recent_precursor() if not self._events and kind != REQUEST else None
        if pre is not None and kind == CAUSE and _ALIGNED_MALLOC.search(pre[1]) and 0 < self._lineno - pre[0] <= BURST_GAP:
            # ggml's own allocator that found no memory, then the buffer it was for (round 50, a real llama-server under
            # ulimit -v: "ggml_aligned_malloc: insufficient memory", then "... failed to allocate buffer of size N"): the
            # first names the failure; since round 117 the label is the host's memory (killed_oom_host), as for torch's
            # DefaultCPUAllocator: the allocator found no host RAM, whatever buffer it was for (weights, compute buffers,
            # an image's encoder graph; 30909, 37403 and 50211 to both of their readers)
            self._precursor = None
            return self._promote(self._make("killed_oom_host", pre[0], pre[1]), kind)
        if pre is not None and label == "fatal_signal" and kind in (CAUSE, SIGNAL) and self._lineno - pre[0] == 1:
            # round 69: a library's own failure report on the line just before the crash it led to (UCX's "ib_mlx5_dv.c:433
            # UCX  ERROR   mlx5dv_devx_obj_modify(...) failed ...: Remote I/O error", then "Fatal Python error:
            # Segmentation fault"): the report opens the crash, the signal names the label
            self._precursor = None
            return self._promote(self._make(label, pre[0], pre[1]), kind)
        if pre is not None and (kind != CAUSE or label == pre[2]) and (pre[2] != "exited" or label == "exited"):
            # a generic death (or the cause it names) soon after a library's own failure report
            self._precursor = None
            return self._promote(self._make(pre[2], pre[0], pre[1]), CAUSE)
        if label == "model_load_error" and kind == LOAD and self._since(self._registers, REGISTERS_GAP) and (
            "exit status" in text.lower()
        ):
            # round 74: the runner's Go crash report just before (its registers, the header cut), then ollama's
            # "error loading llama server" error="llama runner process has terminated: exit status 2": the runner
            # crashed, no loader refused the model (6210 and 28805 read so)
            label = "exited"
        generic = kind in (DEATH, STATUS) and label == "exited"
        generic = generic or (
            label == "model_load_error" and (kind == LOAD or _GENERIC_LOAD.search(text) is not None)
        )
        # (a logger's line with nothing after its prefix reports nothing: round 60's "ERROR ... [core.py:390] " between
        # the exception it logged and "Got fatal signal from worker processes")
        reported = len(prev) < MATCH_HEAD and bool(_body(prev).strip()) and (
            _ERROR_REPORT.search(prev) is not None
            or (label == "model_load_error" and _LOADER_REPORT.search(prev) is not None and not _WARNED.match(prev))
        )
        dump = "inputs of failed execution" in text.lower() and "writing input of failed execution" in prev.lower()
        if kind == CAUSE and not self._events and dump:
            # vLLM's dump of a failed step's input: its notice (at INFO), then the error that stopped the dump too:
            # the notice opens the burst
            return self._promote(self._make(label, self._lineno - 1, _shown(prev, False)), kind)
        spec = self._spec_failed
        if label == "model_load_error" and not self._events and spec is not None and 0 < self._lineno - spec[0] <= 4:
            # the load failure that a draft which cannot serve with its target ended in
            return self._promote(self._make(label, spec[0], spec[1]), kind)
        # llama.cpp reports a load failure as a run of E lines, the loader function's own first (an adapter:
        # "E llama_adapter_lora_init: failed to open ...", then "E common_init_: failed to load lora adapter")
        e_line = _LLAMA_E.match(prev) if label == "model_load_error" and kind == CAUSE and not generic else None
        loader_run = e_line is not None and _LOADER_REPORT.match(prev[e_line.end() :]) is not None
        # round 74: llama.cpp's own E line that says what was wrong with a value, just before its argument parser's
        # "error while handling argument" ("E cmn  parse_cpu_ma: Invalid hex character 'z' at position 0")
        arg_report = kind == EXCEPTION and _LLAMA_E.match(prev) is not None and _ARGUMENT_ERROR.search(text) is not None
        if (
            ((generic and reported) or loader_run or arg_report)
            and not self._events
            and _unread(prev)
        ):
            # a plain exit or load failure: the program's own error just before names the failure (the first
            # report of it, when llama.cpp's memory fitter had already met it in its trial load)
            fit = self._fit_cause
            if fit is not None and fit[0] < self._lineno - 1 and _same_report(fit[1], prev):
                return self._promote(self._make(label, fit[0], fit[1]), kind)
            raised = self._raised
            if generic and raised is not None and 0 < self._lineno - 1 - raised[0] <= BURST_GAP and (
                _repeats_exception(raised[1], prev, SHORT_SAME_EXCEPTION)
            ):
                # that error relays an exception that ended a traceback just before, in its message's words (TGI's
                # router: "AssertionError: Hidden size mismatch", then "... Server error: Hidden size mismatch", then
                # "Webserver Crashed", round 53): the exception is the first report
                return self._promote(self._make(label, raised[0], raised[1]), kind)
            event = self._make(label, self._lineno - 1, _shown(prev, False))
            return self._promote(event, kind)
        if (
            label == "fatal_signal"
            and not self._events
            and len(prev) < MATCH_HEAD
            and (
                _ABORT_REPORT.match(_body(prev)) is not None
                # a ggml function's own report just before the GGML_ASSERT it trips ("...: op not supported")
                or ("ggml_assert" in text.lower() and _LOADER_REPORT.search(prev) is not None)
            )
            and _unread(prev)
        ):
            # the native abort message just before the signal report names what failed
            return self._promote(self._make(label, self._lineno - 1, _shown(prev, False)), kind)
        raised = self._raised
        named_by_raised = generic or loader_run or (kind == EXCEPTION and label == "exited")
        if kind == EXCEPTION and _MODEL_CHECK.search(text):
            # LMDeploy's model checker that failed ("<Model> check failed!", round 49): its model or config cannot be
            # used; the error it caught, just before, names why
            label = "model_load_error"
        if named_by_raised and not self._events and raised is not None and 0 < self._lineno - raised[0] <= BURST_GAP:
            # the server's traceback ended in the exception that names the failure, just before
            return self._promote(self._make(label, raised[0], raised[1]), kind)
        if named_by_raised and not self._events and raised is not None and self._since(raised[0], REPEAT_WINDOW) and (
            _repeats_exception(raised[1], text)
        ):
            # the report repeats, in its words, the message of an exception that ended a traceback a little before
            # (KServe's "Failed to start model server: <message>" after the traceback and its cancelled tasks)
            return self._promote(self._make(label, raised[0], raised[1]), kind)
        step = self._step_report
        if kind == EXCEPTION and label == "exited" and not self._events and step is not None and (
            self._since(step[0], DUMP_WINDOW)
        ):
            # the engine core died of the step whose input it just dumped: the step's own error report named it first
            return self._promote(self._make(label, step[0], step[1]), kind)
        if kind == EXCEPTION and not self._events and prev.strip() and len(prev) < MATCH_HEAD:
            self._before_report = (self._lineno - 1, prev)
            stamp = text[: text.find("] ") + 2] if text.startswith("[") and "] " in text else ""
            if _names_only_an_exception(text) and stamp and prev.startswith(stamp) and (
                _ERROR_REPORT.search(prev[len(stamp) :]) is not None and _unread(prev)
            ):
                # a generic report ("Scheduler hit an exception: Traceback ...") just after the same process's own
                # error report, in the same second ("[...] Error fetching prefill parallel info from bootstrap: ..."):
                # that report names the failure first
                return self._promote(self._make(label, self._lineno - 1, _shown(prev, False)), kind)
        rich_top = bool(self._events) and self._kinds[0] == EXCEPTION and self._events[0].line == self._lineno - 1
        if kind == CAUSE and (not self._events or rich_top) and _RICH_CONTINUATION.match(text) and _RICH_RECORD.match(prev):
            # rich's log handler wrapped the message at its column: the record's first line begins it (infinity's
            # "ERROR    2024-11-28 ... infinity_emb ERROR: CUDA   batch_handler.py:574", then "         out of memory.
            # Tried to allocate ...", round 48)
            event = self._make(label, self._lineno - 1, _shown(prev, False))
            # (round 71: the record's own report, infinity's batch handler, read as the exception it is: the cause
            # its continuation names takes its line)
            return self._replace_top(event, kind) if rich_top else self._promote(event, kind)
        return self._record(label, kind, text, cut)

    def _frame_seen(self, label: str, text: str) -> TriageEvent | None:
        """A traceback frame that says what failed (FRAME rules): noted for the exception that ends its traceback;
        an engine loop's frame makes the report that opened its logged traceback the engine's death; a frame of an
        engine's deserialisation makes an assertion just before it a load failure (and, as a model constructor's
        frame does, the exception that ends its traceback)."""
        if label == "exited":
            opener = self._opener
            if not self._events and opener is not None and self._since(opener[0], OPENER_WINDOW) and text.startswith(opener[2]):
                if opener[0] == self._loose_opener:
                    self._loop = self._lineno  # (the exception that ends this traceback ended the loop: it takes the line)
                return self._promote(self._make(label, opener[0], opener[1]), EXCEPTION)
            chain = self._chain
            if not self._events and chain is not None and self._linked() and self._since(chain[0], LOOP_WINDOW):
                # a loop's frame in a later traceback of a chain: the chain's first exception ended the loop
                return self._promote(self._make(label, chain[0], chain[1]), EXCEPTION)
            self._loop = self._lineno
            if not self._events and "ray_ignore_unhandled_errors" in text.lower():
                # round 90: Ray's report of an error nobody retrieved is a failure already; a paste cut inside its
                # traceback shows that failure at this line, until the exception that ends the traceback (or a cause)
                # takes its place, as the loop's frame would have let it
                self._stand_in = (self._lineno, RAY_SUCCESSORS)
                return self._promote(self._make(label, self._lineno, _shown(text, False)), EXCEPTION)
            return None
        if label == "model_load_error":
            top = self._events[0] if self._events else None
            if top is not None and top.label == "fatal_signal" and self._since(top.line, FRAME_GAP):
                return self._relabel(label)
            if top is not None and _LOADER_FRAME.search(text) and self._kinds[0] == EXCEPTION and (
                top.label == "exited" and not self._tb_named and self._since(top.line, OPENER_WINDOW)
            ):
                # round 87: the traceback a generic report opened ("Scheduler hit an exception: Traceback ...") goes
                # straight into transformers' loading of the model's files: a load failure (the exception that ends
                # that traceback still takes the line)
                self._relabel(label)
        if label == "triton_error" and _TRITON_COMPILER_FRAME.search(text) and self._events and not self._tb_named:
            top = self._events[0]
            if self._kinds[0] == EXCEPTION and top.label == "exited" and self._since(top.line, TRACEBACK_WINDOW):
                # the traceback a report opened ("Scheduler hit an exception: Traceback ...") goes down into Triton's
                # compiler: the kernel could not be compiled, even where the excerpt ends before its exception (the
                # exception still takes the line, and a specific cause after it the label)
                self._relabel(label)
        self._frame = (self._lineno, label, QUANT_FRAME_GAP if _QUANT_LOOKUP.search(text) else FRAME_GAP)
        return None

    def _linked(self) -> bool:
        """A link ("The above exception was the direct cause ...") came after the last traceback's exception."""
        return self._raised is not None and self._raised[0] < self._link

    def _exception_ended(self, label: str, text: str, cut: bool, prev: str) -> TriageEvent | None:
        """The exception that ends a traceback (noted, with the first exception of its chain): the event when it
        ended a server's loop or process, and nothing was found before it."""
        linked = self._linked()  # this traceback went on from the last one
        earlier, self._raised = self._raised, (self._lineno, _shown(text, cut))
        chain = self._chain
        if chain is None or not linked or not self._since(chain[0], LOOP_WINDOW):
            chain = self._chain = self._raised
            if earlier is not None and self._since(earlier[0], LOOP_WINDOW) and _same_exception(earlier[1], text):
                # the same exception ended the traceback just before (another rank's, its head before the excerpt):
                # that one reported the failure first
                chain = self._chain = earlier
        # the only event so far is the exception of a traceback whose head a paste cut (round 58): a later traceback that
        # ended a loop or a process is the failure, the cut one something the program went on after
        cut_head = len(self._events) == 1 and self._kinds[0] == EXCEPTION and self._events[0].line == self._cut_head
        # (round 105: or the report of a traceback printed with no prefix, which stood for it until its exception)
        cut_head = cut_head or (
            len(self._events) == 1 and self._kinds[0] == EXCEPTION and self._events[0].line == self._loose_opener
        )
        if self._events and not cut_head:
            return None
        add = self._replace_top if cut_head else self._promote
        if _ENGINE_PROCESS.match(text) and _is_traceback_end(prev):
            # a traceback a vLLM engine-core or worker process printed or logged: the exception left that process's
            # loop (a call returned to its caller was suppressed before this); a chain that began with a deadline
            # that passed (its wait on the workers' output) is a hang
            named = "hang" if _TIMED_OUT.search(chain[1]) else label
            return add(self._make(named, chain[0], chain[1]), EXCEPTION)
        if self._since(self._loop, LOOP_WINDOW):
            # the exception went up through a server's engine or scheduler loop: it ended that loop (the chain's
            # first exception names what failed; a deadline that passed, a hang)
            named = "hang" if _TIMED_OUT.search(chain[1]) else label
            return add(self._make(named, chain[0], chain[1]), EXCEPTION)
        return None

    def _opened(self, text: str, prev: str, cut: bool) -> TriageEvent | None:
        """A logged traceback's header: the line before it, from the same logger call (the same prefix, at an error
        level) and saying something, is the report that opened it. vLLM V0's engine process logs only the exception
        that ends it that way: that report is its death."""
        prefix = text[: text.lower().rfind("traceback (most recent call last):")]
        body = prev[len(prefix) :].strip() if prev.startswith(prefix) else ""
        if prefix.strip() and _ERROR_REPORT.search(prefix) and body and not body.lower().startswith("traceback"):
            self._opener = (self._lineno - 1, _shown(prev, cut), prefix)
            if not self._events and _MQ_ENGINE_LOGGER.search(prefix) is not None:
                # round 128: the multiprocessing engine's run_mp_engine logs what ended it (logger.exception(e): the
                # message, then the traceback under the same "ERROR ... engine.py:387] ") and dies: "... engine.py:387]
                # BackendCompilerFailed.__init__() missing 1 required positional argument: 'inner_exception'" opens the
                # death even where a paste cut the traceback before the engine loop's frame (a cause still names it)
                self._engine_report = self._lineno - 1
                return self._promote(self._make("exited", self._opener[0], self._opener[1]), EXCEPTION)
        elif not prefix.strip() and _ASYNCIO_FUTURE.match(prev):
            # asyncio's report of a task or future that died unawaited opens it
            self._opener = (*self._asyncio_report(self._lineno - 1, prev, cut), prefix)
        elif not prefix.strip() and _ERROR_REPORT.search(prev) and len(prev) < MATCH_HEAD and _unread(prev) and (
            _INTERCEPTED.search(prev) is None
        ):
            # round 105: Python logging's own layout, logger.exception's record on one line and the traceback under it
            # with no prefix ("2025-05-16T04:56:18.119Z ERROR engine.run_mp_engine: NIXL_ERR_BACKEND", then
            # "Traceback (most recent call last):"): it opens the traceback, until the exception that ends it, which
            # names the failure, takes its place (uvicorn's "Exception in ASGI application" names nothing). Not a gRPC
            # interceptor's "Method LoadAdapter encountered an error.": its traceback always goes through the serving
            # program's top frame, and the server answers the call with the error and goes on
            self._opener = (self._lineno - 1, _shown(prev, cut), prefix)
            self._loose_opener = self._lineno - 1
        elif not self._events and _TAGS_ONLY.match(_body(prefix)) and _ERROR_TAG.search(prefix):
            # round 128: a traceback logged as one record at an error level whose prefix is tags alone (TensorRT-LLM's
            # "[10/30/2025-07:59:15] [TRT-LLM] [E] Traceback (most recent call last):"): the header opens it itself. Its
            # OpenAI server logs a failed request's traceback so (no event); an executor worker's loop frame in it
            # ("... in worker_main") makes it the worker's death, until the exception that ends it takes the line
            # (round 133: behind a launcher's label of the task, Slurm's srun -l: " 0: [06/27/2025-15:55:56] [TRT-LLM]
            # [RANK 0] [E] Traceback ...")
            self._opener = (self._lineno, _shown(text, cut), "")
            self._loose_opener = self._lineno
        return None

    def _asyncio_report(self, line: int, future: str, cut: bool) -> tuple[int, str]:
        """Where asyncio's report of a task that died unawaited starts, given its "future: <Task finished ...>" line:
        the "Task exception was never retrieved" header just before it, else that line itself."""
        header = self._unretrieved
        if header is not None and header[0] == line - 1:
            return header
        return line, _shown(future, cut)

    def _head_cut(self, text: str, prev: str) -> bool:
        """This exception begins an excerpt whose traceback head was cut: a frame or its source line just above it
        (round 58), or nothing above it at all, the exception itself with no logger before it (round 65: a logged one
        may have been handled; not a client library's, a clean exit or an interrupt)."""
        if _TRACEBACK_TAIL.match(_body(prev)) is not None:
            return True
        if _body(prev).strip() in _ELISIONS:
            return True  # round 126: the poster's own "..." for the frames left out just above the exception
        return (
            self._lineno == 1 and _RAISED_LINE.match(text.lstrip()) is not None
            and _NOT_THE_SERVERS.search(text.strip()) is None
        )

    def _name_the_exception(self, text: str, cut: bool) -> None:
        """A generic report that only says an exception happened and opens its traceback on its own line
        (SGLang's "Scheduler hit an exception: Traceback (most recent call last):") names no failure: the
        exception that ends the traceback does, so the first fatal line moves there and the label stays (a
        specific cause would have replaced it). A report that names the failure itself ("Initialization failed.
        warmup error: Traceback ...") keeps its line."""
        dump = bool(self._events) and self._kinds[0] == DEATH and _DUMP_HEADER.search(self._events[0].text) is not None
        if not self._events or (self._kinds[0] != EXCEPTION and not dump) or self._tb_named:
            return
        top = self._events[0]
        if top.label not in ("exited", "triton_error", "model_load_error") or top.line is None or not 0 < self._lineno - top.line <= TRACEBACK_WINDOW:
            return
        low = self._own_text(top).lower()
        # (round 69: the logger's own level and stamp name nothing: vLLM's "ERROR 04-19 17:04:00 [core.py:387]
        # EngineCore hit an exception: Traceback ...")
        head = _body(self._own_text(top)).lower().partition("traceback (most recent call last)")
        # (round 128: or no words at all, only the logger's bracketed stamp and tags: TensorRT-LLM's
        # "[07/08/2025-17:05:26] [TRT-LLM] [E] Traceback (most recent call last):")
        # (round 129: or IPython's, the exception's class alone, padded: "RuntimeError          Traceback (most ...")
        generic = head[1] and (
            _names_only_an_exception(head[0])
            or _TAGS_ONLY.match(head[0]) is not None
            or _CLASS_ONLY.match(head[0]) is not None
        )
        # a report that ends at its colon, its exception on the lines after it (a paste without the traceback:
        # "[TP1] Scheduler hit an exception:", then "IndexError: ..."), and Python multiprocessing's header of a child
        # that ended in an exception ("Process SpawnProcess-1:"): the exception names the failure (round 48)
        opened = low.rstrip().endswith(":") and (_names_only_an_exception(low) or _PROCESS_HEADER.search(low))
        if generic or opened or dump or _RELAYED_EXCEPTION.search(top.text):
            self._tb_named = True
            self._events[0] = self._make(top.label, self._lineno, _shown(text, cut))
            before = self._before_report
            message = text.partition(": ")[2].strip()
            if before is not None and before[0] == top.line - 1 and len(message) >= 16 and message in before[1]:
                # the same failure, in its own words, just before the report (another rank's log of it, or the
                # check's own error line): that earlier line names it first
                self._events[0] = self._make(top.label, before[0], _shown(before[1], False))

    def _echoed(self, rule: int, text: str) -> bool:
        """A rejected request's error body echoed as the response goes out (llama-server's ``data stream,
        to_send: error: {...}``) soon after the line that rejected it: the same request, counted once."""
        m = _GROUPS[rule][2].search(text)
        message = text[m.start() :].split('"', 1)[0].strip().lower() if m else ""
        body = "{" in text  # a response body, not the server's own log line
        last, self._request = self._request, (self._lineno, "" if body else message)
        if not body or last is None or not 0 < self._lineno - last[0] <= ECHO_WINDOW:
            return False
        return last[1] == message

    def _recent_precursor(self, at_exit: bool = False) -> tuple[int, str, str] | None:
        """The precursor within ``PRECURSOR_WINDOW`` lines before this one (or before the exit)."""
        pre = self._precursor
        if pre is None:
            return None
        age = self._lineno - pre[0]
        low = 0 if at_exit else 1
        return pre if low <= age <= PRECURSOR_WINDOW else None

    def _record(self, label: str, kind: str, text: str, cut: bool) -> TriageEvent | None:
        """Fold, add, or promote the event of this line; the event is built only when it is kept."""
        if not self._events:
            chain = self._chain
            if kind == CAUSE and chain is not None and self._linked() and self._since(chain[0], LOOP_WINDOW) and (
                _reraised(chain[1], text)
            ):
                # a later traceback of a chain raises its first exception again, in words that name the failure: the
                # chain's first exception is where it was first said (18402)
                return self._promote(self._make(label, chain[0], chain[1]), kind)
            return self._promote(self._event(label, text, cut), kind)
        top, top_kind = self._events[0], self._kinds[0]
        seen = {e.label for e in self._events}
        if kind == LOAD and top_kind == EXCEPTION and top.label == "exited" and self._raised is not None and (
            self._raised[0] == top.line and self._since(top.line, BURST_GAP)
        ):
            # the exception that ended a traceback whose head a paste cut (round 58), then the launcher's generic
            # failure to start ("Shard 0 failed to start"): that failure, at the exception, as it reads without a cut
            self._kinds[0] = kind
            return self._relabel(label)
        if kind == LOAD and top_kind != REQUEST:
            return None  # the launcher's summary of a failure already found
        if (
            kind == CAUSE
            and top_kind == CAUSE
            and len(self._events) == 1
            and top.label == "model_load_error"
            and self._since(top.line, LOAD_CAUSE_WINDOW if label == "model_load_error" else NAMED_GAP)
            and _names_no_cause(top.text)
            and _names_a_cause(label, text)
        ):
            # a bare "failed to load model" whose cause comes on the next line or two (LM Studio's error object:
            # "title": "Failed to load model", then "cause": "... unknown model architecture ..."), or a client's
            # relayed "... failed to load model" before the server's own output, whose loader says why a few lines
            # on (docker model run's "preload failed ...", then llama-server's "clip_init: ... unknown projector
            # type"): the cause names it
            return self._replace_top(self._event(label, text, cut), kind)
        if label == "model_load_error" and top_kind != REQUEST and _GENERIC_LOAD.search(text) is not None:
            if top_kind == STATUS and (top.label == "exited" or _code_in(top.text) in FAIL_FAST) and (
                self._since(top.line, NAMED_GAP) and _LOADER_SAYS_WHY.search(text) is not None
            ):
                # round 88: ollama's "llama runner terminated" error="exit status 2", then its "error loading llama
                # server" whose error says what the loader found ("... error loading model: missing tensor
                # 'output.weight'"): the load failure, at the line that names it (as 22101 and 3001 read a cause there)
                return self._replace_top(self._event(label, text, cut), kind)
            raised = self._raised
            if top_kind == EXCEPTION and top.label == "exited" and raised is not None and raised[0] == top.line and (
                self._since(top.line, BURST_GAP)
            ):
                # the exception a worker's process raised just before, reported as its model load that failed
                # ("Exception: is_gds_supported(1) failed", then "Error executing method 'load_model'"): a load failure
                self._kinds[0] = CAUSE
                return self._relabel(label)
            return None  # llama.cpp's "error loading model" that follows the cause found (a cudaMalloc OOM)
        if top_kind == REQUEST:
            if kind == REQUEST:
                return None
            return self._promote(self._event(label, text, cut), kind)
        if top_kind == CAUSE:
            if kind == CAUSE and label == top.label and _CUDA_DOC_HINT.search(top.text) and self._since(top.line, BURST_GAP) and (
                _CUDA_DOC_HINT.search(text) is None
            ):
                # round 86: the hint that closes a rank's CUDA error message ("Search for `cudaErrorIllegalAddress' in
                # https://docs.nvidia.com/..."), its error line cut off or written before the excerpt, then another
                # rank's error line of the same fault ("torch.AcceleratorError: CUDA error: an illegal memory access
                # was encountered"): the error's own line names it, the hint only points at the docs
                return self._replace_top(self._event(label, text, cut), kind)
            if label == top.label == "hang" and _WATCHDOG_TIMEOUT.search(text) and _WATCHDOG_DUMP.search(top.text) and (
                self._since(top.line, OPENER_WINDOW)
            ):
                # newer SGLang prints the stuck batch (and its py-spy dump) before its "Watchdog timeout" line: the
                # watchdog's own line names what happened, the dump before it only shows where
                return self._replace_top(self._event(label, text, cut), kind)
            if kind == CAUSE and top.label == "fatal_signal" and label in CUDA_LABELS and self._since(top.line, 1) and (
                _GGML_ASSERT_NULL.search(top.text)
            ):
                # round 113: ggml's assertion on the buffer an allocation did not return ("ggml-backend.cpp:179:
                # GGML_ASSERT(buffer) failed"), the allocation's own failure on the very next line (ollama relays the
                # runner's output out of order: "... allocating 1139.46 MiB on device 0: cudaMalloc failed: out of
                # memory"): one failure, whose cause names the label; the assertion's line opens it, as a burst
                self._kinds[0] = kind
                return self._relabel(label)
            if kind != CAUSE or label in seen or (label == "cuda_error" and top.label in CUDA_LABELS):
                return None
            if top.label == "model_load_error" and _SUBPROCESS_SIGNAL.search(text) and self._since(top.line, OPENER_WINDOW):
                # round 61: vLLM's model inspection ran in a subprocess that a signal killed ("Error in inspecting model
                # architecture ...", then its traceback's "... died with <Signals.SIGILL: 4>"): the signal names what
                # failed (an illegal instruction on this CPU), the inspection's report stays the first line
                return self._relabel(label)
            if label == "killed_oom_host" and _BARE_KILLED.search(text) and top.label not in REQUEST_LABELS:
                # a shell's bare "Killed" after the server's fatal error: its launcher killed its own tree
                # (SGLang's kill_process_tree after a watchdog timeout or a child's failure), not the OOM killer
                return None
            if label == "device_side_assert" and top.label == "fatal_signal" and _C_ASSERT.search(top.text) and (
                self._since(top.line, BURST_GAP)
            ):
                # round 64: a kernel's own assertion (torch inductor's generated "Assertion `index out of bounds: 0 <=
                # tmp16 < 40960` failed."), then CUDA's "device-side assert triggered": the device's assertion, at its
                # own line
                return self._relabel(label)
            # a rank's CUDA fault makes the other ranks' collectives fail first, and a bare "CUDA error"
            # (ggml's abort message) can be printed before the error it names
            # ("Cuda failure ..." is NCCL's own wording, inside its report, not another rank's fault)
            age = self._lineno - top.line if top.line is not None else UPGRADE_WINDOW + 1
            upgrade = top.label in _UPGRADABLE and label in _SPECIFIC_CUDA and age <= UPGRADE_WINDOW
            # (round 66: not a CUDA error that names a fault of its own, "... 'invalid resource handle'" from DeepEP,
            # then an illegal address in its destructor: the first failure is the cause)
            upgrade = upgrade and _OWN_CUDA_FAULT.search(top.text) is None
            low = text.lower()
            nccl_wording = "cuda failure" in low or "failed to cuda " in low
            if label == "cuda_error" and top.label == "nccl_error" and _HCCL_WATCHDOG.search(top.text) and (
                self._since(top.line, HCCL_CAUSE_WINDOW)
            ):
                # round 87: torch_npu's HCCL watchdog that died of the NPU runtime's failure a few lines on ("... PTA call
                # acl api failed", "The aicore execution times out"): the device failed, as with NCCL's CUDA errors
                # the collective's report stays the first fatal line (heldout153's 15302; alone it is nccl_error)
                return self._relabel(label)
            if label == "cuda_error" and top.label == "nccl_error" and "cuda failure" in low and (
                "unhandled cuda error" in top.text.lower() and self._since(top.line, UPGRADE_WINDOW)
            ):
                # round 93: NCCL's "unhandled cuda error ... Last error: Cuda failure 'CUDA driver version is
                # insufficient for CUDA runtime version'": a CUDA failure with a name of its own is the GPU's, not the
                # collective's, as its out of memory is below (NCCL's report stays the first fatal line)
                return self._relabel(label)
            if upgrade and nccl_wording and "unhandled cuda error" in top.text.lower():
                # NCCL's "unhandled cuda error ... Last error: Cuda failure 'out of memory'" (or its own "Failed to
                # CUDA calloc N bytes"): the CUDA cause
                # names the label, NCCL's report stays the first fatal line (a burst)
                return self._relabel(label)
            if upgrade and not nccl_wording:
                event = self._event(label, text, cut)
                if event.line == top.line:  # the burst rule: the generic line is the specific error's
                    return self._replace_top(event, kind)
                return self._promote(event, kind)
            return self._append(self._event(label, text, cut), kind)
        # the primary is provisional. SIGKILL after the server reported its own failure (a shell's "Killed", or
        # an exit status -9 after SGLang's "Received sigquit from a child process") is its launcher killing its
        # own tree, not the OOM killer
        # (a cause that names the host's memory itself, "[Errno 12] Cannot allocate memory", is no launcher's kill)
        # (round 124: so does vLLM's front end just after "Got fatal signal from worker processes, shutting down")
        self_kill = (
            label == "killed_oom_host"
            and (kind != CAUSE or _BARE_KILLED.search(text) is not None)
            and (
                top_kind == EXCEPTION
                or (_VLLM_FATAL_SIGNAL.search(top.text) is not None and self._since(top.line, NAMED_GAP))
            )
        )
        if kind == CAUSE:
            close = top.line is None or self._lineno - top.line <= REPLACE_WINDOW
            continued = top_kind == EXCEPTION and top.label == "exited" and top.text.rstrip().endswith("{")
            # round 81: a cause that relays the very exception the report just before carried (Triton's Python stub
            # that failed, "Failed to initialize Python stub for auto-complete: RuntimeError: X", then "failed to load
            # 'M' version 1: Internal: RuntimeError: X"): one failure, named first by the report
            relayed = top_kind == EXCEPTION and top.label == "exited" and _same_exception(top.text, text)
            if (continued or relayed) and self._since(top.line, BURST_GAP):
                # round 66: an exception whose message goes on below it names the failure there, and stays its first
                # line: a Rust error a Python exception carries ("Exception: Error {", then its context: "initializing
                # ngc repo ..."). (Newer Rust's panic header, its message on the next line, is not: 12 labelled logs
                # put the first fatal line at the message, round 66's one log at the header)
                self._kinds[0] = kind
                return self._relabel(label)
            if label == "hang" and _NO_HEARTBEAT.search(text) and top_kind == EXCEPTION and self._since(top.line, OPENER_WINDOW):
                # round 64: vLLM V0's client finding no heartbeat after its engine logged the exception that ended it
                # (a tt-metal model's "AssertionError: Prefill only supports seq_len < 32768"): the engine died
                # first, its silence is the consequence
                return None
            if top_kind == LOAD and label == top.label and _CAUSE_WORD.search(text) is None:
                # a load failure's own summary that says no more than the report found ("main: exiting due to model
                # loading error" after llama-server's advice on the chat template that failed): the report stays
                self._kinds[0] = kind
                return None
            if top_kind == STATUS and top.label == "exited" and label in CUDA_LABELS and self._since(top.line, NAMED_GAP) and (
                _HOOK_FAILED.search(top.text)
            ):
                # round 69: a container runtime's hook that failed to start the container ("... OCI runtime create
                # failed: ... error running hook #0: error running hook: exit status 1, ..."), then what the NVIDIA
                # hook said ("nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.8 ..."): the
                # hook's failure opens it, its message names the label
                self._kinds[0] = kind
                return self._relabel(label)
            if top_kind == STATUS and label == top.label and label != "exited" and self._since(top.line, NAMED_GAP) and (
                _code_in(top.text) not in FAIL_FAST
            ):
                # an exit status that already named this label ("exitCode: 137", then a container's "reason:
                # OOMKilled"): the status came first and names the same death
                self._kinds[0] = kind
                return None
            if top_kind == SIGNAL and self._since(top.line, 1) and _UNCAUGHT_OPEN.search(top.text):
                # round 74: macOS's C++ runtime's abort whose exception message begins on the next line ("...
                # uncaught exception of type std::runtime_error:", then "[METAL] Command buffer execution failed:
                # Insufficient Memory ..."): the message names the label, the abort's line opens it (as an exception
                # whose message goes on below it)
                self._kinds[0] = kind
                return self._relabel(label)
            if close and top_kind == SIGNAL and self._what_names_no_more(top, label, kind, text):
                return None
            if close and top_kind == SIGNAL and label == top.label:
                # the abort's own report names a failure of the same kind ("terminate called ..." and its
                # what(): "Assertion failed: ...", "InternalError: Check failed: ..."): just after the abort, it
                # names what failed and is the first fatal line; later, the abort stays it, now a cause. Open MPI's
                # banner ("[host:pid] *** Process received signal ***", then "[host:pid] Signal: Segmentation fault
                # (11)") is its report's first line and stays the first fatal line (round 53: the labelled real logs
                # and their second readers put it there, 7 readings to 1)
                if self._since(top.line, NAMED_GAP) and _MPI_BANNER.search(top.text) is None:
                    return self._replace_top(self._event(label, text, cut), kind)
                self._kinds[0] = kind
                return None
            if close and not self_kill:
                return self._replace_top(self._event(label, text, cut), kind)
            return None if self_kill or label in seen else self._append(self._event(label, text, cut), kind)
        if kind == REQUEST:
            return None if label in seen else self._append(self._event(label, text, cut), kind)
        if kind == EXCEPTION and top_kind == DEATH and label == top.label == "exited" and _WORKER_ERROR.search(text) and (
            "died unexpectedly" in top.text.lower() and self._since(top.line, TRACEBACK_WINDOW)
        ):
            # round 86: vLLM's executor reports a worker gone ("Worker proc VllmWorker-0 died unexpectedly"), then
            # raises the error that worker sent before it went ("RuntimeError: Worker failed with error 'This flash
            # attention build does not support headdim ...'"): that error names the failure
            return self._replace_top(self._event(label, text, cut), kind)
        if kind in (EXCEPTION, STATUS) and top_kind == EXCEPTION and _EXCEPTION_TEXT.match(_body(text)) is not None:
            # round 58: an exception named in a rule's own words ends the traceback a generic report opened (Python
            # multiprocessing's "Process Process-2:", then "ValueError: The number of required GPUs exceeds ..."):
            # it names the failure, as the exception of any other rule does
            self._name_the_exception(text, cut)
            return None
        if kind == SIGNAL and top_kind == SIGNAL and self._since(top.line, 1) and "terminate called" in top.text.lower() and (
            "terminate called" not in text.lower() and "without an active exception" not in top.text.lower()
        ):
            # the what() just after "terminate called after throwing ...": it says what failed; one that names no more
            # than the abort itself (a fatal_signal rule's words) leaves the abort's line the first (round 69)
            if self._what_names_no_more(top, label, kind, text):
                return None
            return self._replace_top(self._event(label, text, cut), kind)
        if kind == SIGNAL and top_kind == LOAD and self._since(top.line, BURST_GAP):
            # a runner's abort reported just after the launcher's generic "error loading ..." (a log viewer that
            # shows the lines out of order): the abort names what happened
            return self._replace_top(self._event(label, text, cut), kind)
        launcher_load = top_kind == LOAD and self._since(top.line, NAMED_GAP)
        if (top.label == "exited" or launcher_load) and label in ("killed_oom_host", "fatal_signal") and kind in (
            DEATH,
            STATUS,
        ):
            # a plain death, or a launcher's "error loading the model" whose next line says how its server ended
            # ("... Server process", "terminated unexpectedly with exit code: -4"): the signal names the label
            if self_kill:
                return None
            own = kind == DEATH or _DUMP_HEADER.search(top.text) is not None
            if own and top_kind == DEATH and self._since(top.line, NAMED_GAP):
                # a death report of its own that names the signal, just after a generic one ("Rank 0 scheduler is
                # dead", then "Child process unexpectedly failed with an exit code 11", or TGI's "Shard complete
                # standard error output:", then "Shard process was signaled to shutdown with signal 4"): it says how
                # the process died
                return self._replace_top(self._event(label, text, cut), kind)
            return self._relabel(label)
        return None

    def _what_names_no_more(self, top: TriageEvent, label: str, kind: str, text: str) -> bool:
        """Round 69: the what() of "terminate called after throwing an instance of 'T'" that names no more specific
        cause than the abort ("what(): [TensorRT-LLM][ERROR] Assertion failed: ..."): the abort is the failure and its
        first line opens it (the labelled logs: 14 readings at the terminate line, 2 at the what()); it takes this
        line's kind. Its two callers guard it their own way: a cause within ``REPLACE_WINDOW`` lines of the abort, a
        native line just after it."""
        if label == top.label == "fatal_signal" and _what_of_terminate(top.text, text):
            self._kinds[0] = kind
            return True
        return False

    def _event(self, label: str, text: str, cut: bool) -> TriageEvent:
        burst = self._burst
        # a load failure's burst opens a load failure, an abort's an abort; every other burst (a generic CUDA or check
        # failure, a device task that failed: a hang too, round 113) a CUDA error, or (round 80) a load failure
        # (torch.compile's wrapper, "BackendCompilerFailed: backend='inductor' raised:", opens whatever it raised)
        opens = burst is not None and (
            burst[3] == "triton_error"
            or label == burst[3] == "hang"
            or (label == burst[3] if burst[3] in ("model_load_error", "fatal_signal") else label in CUDA_LABELS)
            # round 80: a back end that would not start (TEI's "Error: Could not create backend") opens the load
            # failure its "Caused by:" names ("cannot find tensor ..."), as it opens a CUDA cause
            or (burst[3] == "exited" and label == "model_load_error")
            # round 118: a listen failure wrapped before what it met ("... failed to listen on any local", then
            # "network address. port: 45623, ... name: EADDRINUSE") opens the port's
            or (burst[3] == "exited" and label == "port_in_use")
        )
        if opens and burst is not None and 0 <= self._lineno - burst[2] <= BURST_GAP:
            # the burst rule: the label comes from the specific error, the line from the burst's first
            return self._make(label, burst[0], burst[1])
        return self._make(label, self._lineno, _shown(text, cut))

    def _make(self, label: str, line: int | None, text: str) -> TriageEvent:
        wrap = self._wraps.get(line) if line is not None and self._wraps else None
        if wrap is not None:  # the line as it was written, its wrapper too
            text = safe_text(wrap[0]) + text + safe_text(wrap[1])
        return TriageEvent(label, line, text, self._server, hint_for(label, self._server, text))

    def _own_text(self, event: TriageEvent) -> str:
        """An event's line as its program wrote it, without the wrapper ``_make`` showed it with."""
        wrap = self._wraps.get(event.line) if event.line is not None else None
        if wrap is None:
            return event.text
        head, tail = safe_text(wrap[0]), safe_text(wrap[1])
        text = event.text[len(head) :] if event.text.startswith(head) else event.text
        return text[: len(text) - len(tail)] if tail and text.endswith(tail) else text

    def _unwrap(self, text: str, line: int) -> str:
        """A line without its wrapper (``WRAPPER_PATTERN``: journald's, a container runtime's, srun's or compose's
        prefix, quote markers, a box's sides); the wrapper is kept by the line's number, so an event shows it whole."""
        m = _WRAPPER.match(text)
        if m is None:
            return text
        end = _BOX_END.search(text, m.end()) if "\u2502" in m.group(0) else None  # a box's left side, its right
        stop = len(text) if end is None else end.start()
        self._wraps[line] = (text[: m.end()], text[stop:])
        if len(self._wraps) > WRAPS_KEPT:
            del self._wraps[next(iter(self._wraps))]
        return text[m.end() : stop]

    def _withdraw_oom(self) -> None:
        """The server retried the allocation that failed just before: that out-of-memory was no crash.
        (A live supervisor may already have acted on it; a saved log reads right.)"""
        line = self._events[0].line if len(self._events) == 1 else None
        if line is not None and self._events[0].label == "cuda_oom" and self._lineno - line <= BURST_GAP + 1:
            self._withdraw()

    def _withdraw_load(self, text: str) -> None:
        """A model that loaded after a load of it failed (Triton retries): the failed load was no crash."""
        name = _RELOADED_NAME.search(text)
        top = self._events[0] if len(self._events) == 1 else None
        if self._child_exited:
            return  # round 71: the router's child whose load failed exited; another model loading is another child
        if top is not None and top.label == "model_load_error" and name is None:
            self._withdraw()  # llama-server loaded its model and goes on (the load failure was of another file)
            return
        if name and top is not None and top.label == "model_load_error" and f"failed to load {name.group(1)}" in top.text:
            self._withdraw()

    def _withdraw(self) -> None:
        """The only event turned out to be no crash (the server retried and went on)."""
        self._events.clear()
        self._kinds.clear()

    def _extend_burst(self, text: str, cut: bool, label: str) -> None:
        burst = self._burst
        if burst is not None and 0 < self._lineno - burst[2] <= BURST_GAP:
            self._burst = (burst[0], burst[1], self._lineno, burst[3])
        else:
            self._burst = (self._lineno, _shown(text, cut), self._lineno, label)

    def _note(self, label: str, kind: str, text: str, cut: bool) -> None:
        found = self._findings.get(label)
        if found is not None:
            found[1] += 1
        elif len(self._findings) < MAX_EVENTS:
            self._findings[label] = [kind, 1, self._lineno, _shown(text, cut)]

    def _replace_top(self, event: TriageEvent, kind: str) -> TriageEvent:
        self._events[0], self._kinds[0] = event, kind
        return event

    def _named_exception(self, text: str, before: str = "") -> tuple[int, str] | None:
        """The exception that ended a traceback just before (within ``BURST_GAP`` lines), when this report names it by
        its class, its repr after ``before`` ("exception=ZMQError(", "with exception: ModuleNotFoundError(")."""
        raised = self._raised
        if raised is None or not self._since(raised[0], BURST_GAP):
            return None
        name = _EXCEPTION_NAME.match(_body(raised[1]))
        return raised if name is not None and f"{before}{name.group(2)}(" in text else None

    def _since(self, line: int | None, gap: int) -> bool:
        """``line`` came before this one, at most ``gap`` lines back."""
        return line is not None and 0 < self._lineno - line <= gap

    def _promote(self, event: TriageEvent, kind: str) -> TriageEvent:
        self._events.insert(0, event)
        self._kinds.insert(0, kind)
        del self._events[MAX_EVENTS:], self._kinds[MAX_EVENTS:]
        return event

    def _append(self, event: TriageEvent, kind: str) -> TriageEvent | None:
        if len(self._events) >= MAX_EVENTS:
            return None
        self._events.append(event)
        self._kinds.append(kind)
        return event

    def _relabel(self, label: str) -> TriageEvent:
        top = self._events[0]
        event = dataclasses.replace(top, label=label, hint=hint_for(label, self._server, top.text))
        self._events[0] = event
        return event

    def _detect(self, text: str, wrapper: str = "") -> None:
        """The server kind from a line read without its wrapper, else from the process the wrapper names."""
        found = next((server for server, rx in _SERVER_MARKERS if rx.search(text)), None)
        if found is None and wrapper:
            names = [m.group(1) or m.group(2) for m in _WRAPPER_NAME.finditer(wrapper)]
            found = next((server for server, rx in _SERVER_NAMES for name in names if rx.search(name)), None)
        if found is not None:
            self._server = found
            self._events = [
                dataclasses.replace(e, server=found, hint=hint_for(e.label, found, e.text)) for e in self._events
            ]

    # -- saved logs -----------------------------------------------------------------------------
    def feed_file(self, stream: IO[bytes]) -> None:
        """Consume a whole binary stream in blocks; lines that pass no prefilter are never split out."""
        carry = b""  # an unfinished line
        head: bytes | None = None  # the head of an unfinished line past the bound, and its tail
        tail = b""
        while True:
            chunk = stream.read(_BLOCK)
            if not chunk:
                break
            if head is not None:
                nl = chunk.find(b"\n")
                if nl < 0:
                    tail = (tail + chunk)[-MATCH_TAIL:]
                    continue
                self._feed_long(head, (tail + chunk[:nl])[-MATCH_TAIL:])
                head, tail, chunk = None, b"", chunk[nl + 1 :]
            buf = carry + chunk if carry else chunk
            last = buf.rfind(b"\n")
            carry = buf[last + 1 :]
            if last >= 0:
                self._scan_block(buf[: last + 1])
            if len(carry) > MATCH_HEAD + MATCH_TAIL:
                head, tail, carry = carry[:MATCH_HEAD], carry[-MATCH_TAIL:], b""
        if head is not None:
            self._feed_long(head, tail)
        elif carry:
            self.feed(carry)

    def _feed_long(self, head: bytes, tail: bytes) -> None:
        """A line too long to keep: matched on its head and tail, as ``feed`` matches it."""
        self._lineno += 1
        text = self._unwrap(strip_ansi(_decode(head) + " [...] " + _decode(tail)), self._lineno)
        prev, self._prev = self._prev, text
        rule = _first_rule(text)
        if rule is not None:
            self._candidate(rule, text, True, prev)

    def _scan_block(self, block: bytes) -> None:
        """Complete lines: the prefilter runs over the whole block, and only its hits are split out."""
        base = self._lineno
        if b"\x1b" in block:
            block = _ANSI_BYTES.sub(b"", block)
        if self._server == "unknown" and base < DETECT_LINES:
            self._detect_block(block, DETECT_LINES - base)
        counted_to, count, after = 0, 0, 0
        for start in self._hits(block):
            end = block.find(b"\n", start)
            if self._awaiting_progress() and _PROGRESS_BYTES.search(block, after, end if end >= 0 else len(block)):
                self._progressed()  # the server went on (see ``_went_on``; the hit line too)
            after = end + 1
            count += block.count(b"\n", counted_to, start)
            counted_to = start
            self._lineno = base + count + 1
            if start:
                prev_start = block.rfind(b"\n", 0, start - 1) + 1
                prev = _decode(block[prev_start : start - 1][: MATCH_HEAD + MATCH_TAIL]).rstrip("\r")
                prev = self._unwrap(prev, self._lineno - 1)
            else:
                prev = self._prev
            line = block[start:end].rstrip(b"\r")
            if len(line) > MATCH_HEAD + MATCH_TAIL:
                text, cut = _decode(line[:MATCH_HEAD]) + " [...] " + _decode(line[-MATCH_TAIL:]), True
            else:
                text, cut = _decode(line), False
            text = self._unwrap(text, self._lineno)
            rule = _first_rule(text)
            if rule is not None:
                self._candidate(rule, text, cut, prev)
        if self._awaiting_progress() and _PROGRESS_BYTES.search(block, after):
            self._progressed()
        self._lineno = base + block.count(b"\n")
        last_start = block.rfind(b"\n", 0, len(block) - 1) + 1
        self._prev = self._unwrap(_decode(block[last_start:-1][: MATCH_HEAD + MATCH_TAIL]).rstrip("\r"), self._lineno)

    def _hits(self, block: bytes) -> Iterable[int]:
        """Start offsets of the lines in ``block`` that may match a rule, in order."""
        if _BLOCK_RE2 is not None:
            pos = 0
            while True:
                m = _BLOCK_RE2.search(block, pos)
                if m is None:
                    return
                start = block.rfind(b"\n", 0, m.start()) + 1
                yield start
                pos = block.find(b"\n", m.start()) + 1
                if pos == 0:
                    return
        low = block.lower()
        starts: set[int] = set()
        for keyword in _KEYWORDS_B:
            pos = low.find(keyword)
            while pos >= 0:
                starts.add(low.rfind(b"\n", 0, pos) + 1)
                end = low.find(b"\n", pos)
                pos = low.find(keyword, end + 1) if end >= 0 else -1
        yield from sorted(starts)

    def _detect_block(self, block: bytes, max_lines: int) -> None:
        end = 0
        for _ in range(max_lines):
            nl = block.find(b"\n", end)
            if nl < 0:
                break
            end = nl + 1
        for line in _decode(block[:end]).splitlines():
            m = _WRAPPER.match(line)  # feed and the rules' lines come unwrapped; these raw lines do not
            self._detect(line[m.end() :] if m else line, m.group(0) if m else "")
            if self._server != "unknown":
                return


def classify_lines(
    lines: Iterable[str | bytes], server: str = "unknown", returncode: int | None = None
) -> list[TriageEvent]:
    """All events of a log given as lines (and, when known, the exit status), primary first."""
    triage = Triage(server)
    for line in lines:
        triage.feed(line)
    if returncode is not None:
        triage.feed_exit(returncode)
    return triage.events


def classify_file(path: str | os.PathLike[str], server: str = "unknown") -> list[TriageEvent]:
    """All events of a saved log, primary first; reads in bounded blocks, tolerates any bytes."""
    triage = Triage(server)
    with open(path, "rb") as stream:
        triage.feed_file(stream)
    return triage.events
