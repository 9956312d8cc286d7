"""How a process ended, in words: the one place the exit-status wording lives.

A status is read the way shells and Python report it: ``-N`` is a death by signal N (subprocess's
returncode), ``128+N`` a shell's report of the same death; anything else is the process's own code.
Two forms: a noun for status lines (``exit status -6 (SIGABRT)``) and a verb phrase for sentences
(``killed by signal 6 (SIGABRT)``, ``exited with code 3``)."""

from __future__ import annotations

import signal


def exit_signal(code: int | None) -> int | None:
    """The signal behind an exit status (``-N``, or ``128+N`` as a shell reports it); None for none."""
    if code is None or code == 0:
        return None
    if code < 0:  # a signal's number (a Windows NTSTATUS read as a signed int, -1073741819, is none)
        return -code if -code < 128 else None
    if 128 < code < 160:
        return code - 128
    return None


def signal_name(sig: int) -> str:
    """``SIGTERM`` for 15; ``signal N`` when it has no name."""
    try:
        return signal.Signals(sig).name
    except ValueError:
        return f"signal {sig}"


def _named(sig: int | None) -> str:
    return f" ({signal_name(sig)})" if sig is not None and not signal_name(sig).startswith("signal ") else ""


def exit_status(code: int | None) -> str:
    """``exit status -6 (SIGABRT)``, ``exit status 134 (SIGABRT)``, ``exit status 3``, ``exit status unknown``."""
    if code is None:
        return "exit status unknown"
    return f"exit status {code}{_named(exit_signal(code))}"


def how_it_exited(code: int | None) -> str:
    """``killed by signal 9 (SIGKILL)``, ``exited with code 137 (128+9, SIGKILL)``, ``exited with code 3``,
    ``exited (status unknown)``: the verb phrase after "the server" or "the process"."""
    if code is None:
        return "exited (status unknown)"
    sig = exit_signal(code)
    if code < 0 and sig is not None:
        return f"killed by signal {sig}{_named(sig)}"
    if sig is not None:
        name = signal_name(sig)
        return f"exited with code {code} (128+{sig}{'' if name.startswith('signal ') else ', ' + name})"
    return f"exited with code {code}"
