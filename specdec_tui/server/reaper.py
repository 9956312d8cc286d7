"""A tiny shim that sits between specdec and a server and makes sure the server's whole tree dies.

``python -I -S specdec_tui/server/reaper.py --parent-pid PID --status-fd FD -- ARGV...`` (the supervisor
imports it from its directory instead, so the byte-code cache is used; ``python -m
specdec_tui.server.reaper`` works too).

Why: PR_SET_PDEATHSIG only covers a direct child, and servers fork grandchildren (vLLM's EngineCore,
SGLang's schedulers) that can outlive their parent. The shim marks itself a child subreaper, so every
orphaned descendant is re-parented to it and stays findable, asks for a signal when its own parent
dies, starts the server in a new process group with a parent-death signal of its own (SIGKILL, set
in the child before exec: if the shim is killed, even together with specdec, the server dies too),
and then:

- SIGTERM / SIGINT / SIGHUP: forwards one SIGTERM to the server's group and all descendants, waits;
- SIGUSR1: SIGKILLs the whole tree at once (the supervisor's escalation);
- parent death (PDEATHSIG = SIGUSR2, or a changed parent pid): SIGTERM, ``--orphan-grace`` seconds,
  then SIGKILL;
- when the server's main process exits, leftover descendants get SIGTERM, ``--straggler-grace``
  seconds, then SIGKILL.

It exits once no descendant is left, with the server's own exit status (a signal death is re-raised
on itself). On ``--status-fd`` it writes ``spawned <pid>`` or ``error <errno> <message>``, then
``exited <returncode>`` (negative for a signal, like ``subprocess``) as soon as the server's main
process is gone; the end of the pipe says the whole tree is gone.

Standard library only and no package imports: it runs with ``-I -S`` so it starts fast (no site,
no ``enum``) and the server's PYTHON* variables cannot change it.
"""

from __future__ import annotations

# The C module: the ``signal`` wrapper imports ``enum``, which would double the shim's start-up time.
import _signal as signal
import ctypes
import errno
import os
import sys
import time

PR_SET_PDEATHSIG = 1
PR_SET_CHILD_SUBREAPER = 36

HARD_KILL_SIGNAL = signal.SIGUSR1  # sent by the supervisor when its grace period has run out
PARENT_DEATH_SIGNAL = signal.SIGUSR2  # delivered by the kernel when our parent dies
# The server's own parent-death signal: delivered by the kernel when this shim dies. The shim only
# exits once the server is gone, so this fires only when the shim is killed (alone, or together with
# specdec, e.g. by ``pkill -9 -f specdec``); SIGKILL, because nobody is left to escalate.
SERVER_DEATH_SIGNAL = signal.SIGKILL
_GRACEFUL = (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)
_HANDLED = (*_GRACEFUL, HARD_KILL_SIGNAL, PARENT_DEATH_SIGNAL, signal.SIGCHLD)
# Signals whose disposition the server must get back at default (Python ignores SIGPIPE and SIGXFSZ).
_DEFAULTED = (*_HANDLED, signal.SIGPIPE, signal.SIGXFSZ, signal.SIGQUIT, signal.SIGTTOU, signal.SIGTTIN)

_POLL_S = 0.05
_HARD_KILL_CAP_S = 5.0  # a process stuck in the kernel (D state) may take a while to act on SIGKILL


def _prctl(option: int, value: int) -> None:
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(option, value, 0, 0, 0) != 0:
        err = ctypes.get_errno()
        raise OSError(err, os.strerror(err))


def set_pdeathsig(sig: int) -> None:
    """Ask the kernel to send ``sig`` to this process when the thread that forked it exits (Linux)."""
    _prctl(PR_SET_PDEATHSIG, int(sig))


def set_child_subreaper() -> None:
    """Become the reaper of orphaned descendants, so double-forked daemons stay in our tree (Linux)."""
    _prctl(PR_SET_CHILD_SUBREAPER, 1)


def _descendants(root: int) -> list[int]:
    """Live (non-zombie) descendants of ``root``, read from /proc."""
    children: dict[int, list[int]] = {}
    try:
        entries = os.listdir("/proc")
    except OSError:
        return []
    for entry in entries:
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as f:
                stat = f.read()
        except OSError:
            continue
        # comm may contain spaces and parentheses: the fields start after the last ')'.
        fields = stat[stat.rfind(b")") + 2 :].split()
        if len(fields) < 2 or fields[0] in (b"Z", b"X"):
            continue
        children.setdefault(int(fields[1]), []).append(int(entry))
    found: list[int] = []
    stack = [root]
    while stack:
        for pid in children.get(stack.pop(), ()):
            found.append(pid)
            stack.append(pid)
    return found


def _resolve(program: str) -> str:
    """The path execvp would run, or OSError(ENOENT/EACCES) like execvp would give."""
    if "/" in program:
        if not os.path.exists(program):
            raise OSError(errno.ENOENT, os.strerror(errno.ENOENT), program)
        return program
    denied = False
    for directory in os.get_exec_path():
        path = os.path.join(directory, program)
        if os.path.isfile(path):
            if os.access(path, os.X_OK):
                return path
            denied = True
    err = errno.EACCES if denied else errno.ENOENT
    raise OSError(err, os.strerror(err), program)


def _spawn_server(path: str, argv: list[str]) -> int:
    """Fork and exec the server in its own process group, with SERVER_DEATH_SIGNAL as its own
    parent-death signal (set in the child before exec, which posix_spawn cannot do): if this shim is
    killed, even together with specdec, the kernel kills the server. An exec failure comes back as
    OSError through a close-on-exec pipe, like posix_spawn reports it."""
    libc = ctypes.CDLL(None, use_errno=True)  # loaded before the fork: no dlopen in the child
    me = os.getpid()
    err_r, err_w = os.pipe2(os.O_CLOEXEC)
    pid = os.fork()
    if pid == 0:  # the child: only async-signal-safe work until exec (this process has one thread)
        code = 0
        try:
            os.close(err_r)
            os.setpgid(0, 0)
            if libc.prctl(PR_SET_PDEATHSIG, SERVER_DEATH_SIGNAL, 0, 0, 0) != 0:
                code = ctypes.get_errno()
            elif os.getppid() != me:  # the shim died before the signal was asked for
                os._exit(128 + SERVER_DEATH_SIGNAL)
            else:
                for sig in _DEFAULTED:
                    signal.signal(sig, signal.SIG_DFL)
                signal.pthread_sigmask(signal.SIG_SETMASK, ())
                os.execve(path, argv, os.environ)
        except OSError as exc:
            code = exc.errno or errno.EINVAL
        except BaseException:
            code = errno.EINVAL
        try:
            os.write(err_w, str(code).encode())
        finally:
            os._exit(127)
    os.close(err_w)
    try:
        data = b""
        while True:
            chunk = os.read(err_r, 64)
            if not chunk:
                break
            data += chunk
    finally:
        os.close(err_r)
    if data:  # the exec failed: reap the child, report the child's errno
        os.waitpid(pid, 0)
        code = int(data or b"0") or errno.EINVAL
        raise OSError(code, os.strerror(code), path)
    return pid


class _Reaper:
    def __init__(self, parent_pid: int, status_fd: int | None, orphan_grace: float, straggler_grace: float):
        self.me = os.getpid()
        self.parent_pid = parent_pid
        self.status_fd = status_fd
        self.orphan_grace = orphan_grace
        self.straggler_grace = straggler_grace
        self.server_pid = 0
        self.server_status: int | None = None  # returncode, negative for a signal
        self.term_sent = False
        self.kill_at: float | None = None  # when SIGKILL replaces SIGTERM

    def report(self, message: str) -> None:
        if self.status_fd is None:
            return
        try:
            os.write(self.status_fd, (message + "\n").encode("utf-8", "replace"))
        except OSError:
            pass  # the supervisor is gone; the tree still has to be cleaned up

    def signal_tree(self, sig: int) -> int:
        """Signal the server's process group and every descendant; return how many were alive."""
        group_signalled = False
        if self.server_pid:
            try:
                os.killpg(self.server_pid, sig)
                group_signalled = True
            except OSError:
                pass
        pids = _descendants(self.me)
        for pid in pids:
            try:
                # One signal per process: servers such as llama-server treat a second SIGTERM as
                # "terminate immediately" (exit 1, no clean shutdown), so members of the group
                # that was just signalled are not signalled again.
                if group_signalled and os.getpgid(pid) == self.server_pid:
                    continue
                os.kill(pid, sig)
            except OSError:
                pass
        return len(pids)

    def reap(self) -> None:
        while True:
            try:
                pid, status = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                return
            if pid == 0:
                return
            if pid == self.server_pid:
                self.server_status = -os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)
                self.report(f"exited {self.server_status}")

    def begin_shutdown(self, grace: float) -> None:
        """SIGTERM once now, SIGKILL after ``grace`` seconds (an earlier deadline wins)."""
        if not self.term_sent:
            self.term_sent = True
            self.signal_tree(signal.SIGTERM)
        deadline = time.monotonic() + grace
        if self.kill_at is None or deadline < self.kill_at:
            self.kill_at = deadline

    def run(self, argv: list[str]) -> int:
        signal.pthread_sigmask(signal.SIG_BLOCK, _HANDLED)
        try:
            set_child_subreaper()
            set_pdeathsig(PARENT_DEATH_SIGNAL)
        except (OSError, AttributeError):
            pass  # not Linux: the parent-pid poll below still notices an orphaning
        if os.getppid() != self.parent_pid:
            return 0  # our parent died before we could ask to be told: start nothing
        try:
            path = _resolve(argv[0])
            self.server_pid = _spawn_server(path, argv)
        except OSError as exc:
            code = exc.errno or 0
            self.report(f"error {code} {exc.strerror or exc}")
            return 127 if code == errno.ENOENT else 126
        self.report(f"spawned {self.server_pid}")

        while True:
            info = signal.sigtimedwait(_HANDLED, _POLL_S)
            if info is not None:
                sig = info.si_signo
                if sig in _GRACEFUL:
                    self.begin_shutdown(grace=float("inf"))
                elif sig == HARD_KILL_SIGNAL:
                    self.kill_at = time.monotonic()
                elif sig == PARENT_DEATH_SIGNAL:
                    self.begin_shutdown(self.orphan_grace)
            if os.getppid() != self.parent_pid:
                self.begin_shutdown(self.orphan_grace)
            self.reap()
            now = time.monotonic()
            if self.kill_at is not None and now >= self.kill_at:
                self.hard_kill()
                break
            if self.server_status is not None:
                # The main process is gone: give what it left behind a moment, then finish.
                if not _descendants(self.me):
                    break
                self.begin_shutdown(self.straggler_grace)
        self.reap()
        if self.server_status is None:  # only when a descendant stuck in the kernel outlived the cap
            self.report(f"exited {-signal.SIGKILL}")
            return -signal.SIGKILL
        return self.server_status

    def hard_kill(self) -> None:
        cap = time.monotonic() + _HARD_KILL_CAP_S
        while self.signal_tree(signal.SIGKILL) and time.monotonic() < cap:
            self.reap()
            signal.sigtimedwait(_HANDLED, 0.01)
        self.reap()


def _exit_like(status: int) -> None:
    """Leave with the server's status: the same exit code, or the same signal (without a core dump)."""
    if status >= 0:
        os._exit(status & 0xFF)
    sig = -status
    try:
        import resource

        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        signal.signal(sig, signal.SIG_DFL)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, [sig])
        os.kill(os.getpid(), sig)
    except (OSError, ValueError):
        pass
    os._exit(128 + sig)  # a signal whose default is to be ignored cannot end us


def _usage(message: str) -> None:
    sys.stderr.write(f"specdec reaper: {message}\n")
    os._exit(2)


def main(args: list[str]) -> None:
    parent_pid = os.getppid()
    status_fd: int | None = None
    orphan_grace = 1.0
    straggler_grace = 5.0
    if "--" not in args:
        _usage("usage: reaper.py [--parent-pid N] [--status-fd N] [--orphan-grace S] [--straggler-grace S] -- ARGV...")
    split = args.index("--")
    options, argv = args[:split], args[split + 1 :]
    if not argv:
        _usage("no server command after --")
    if len(options) % 2:
        _usage(f"option without a value: {options[-1]}")
    for key, value in zip(options[::2], options[1::2], strict=True):
        try:
            if key == "--parent-pid":
                parent_pid = int(value)
            elif key == "--status-fd":
                status_fd = int(value)
                os.set_inheritable(status_fd, False)  # the server must not hold it open
            elif key == "--orphan-grace":
                orphan_grace = float(value)
            elif key == "--straggler-grace":
                straggler_grace = float(value)
            else:
                _usage(f"unknown option {key}")
        except ValueError:
            _usage(f"bad value for {key}: {value!r}")
    reaper = _Reaper(parent_pid, status_fd, orphan_grace, straggler_grace)
    _exit_like(reaper.run(argv))


if __name__ == "__main__":
    main(sys.argv[1:])
