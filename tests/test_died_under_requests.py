"""A server killed under the requests is a crash even when its requests fail before it is seen gone.

The kernel closes a SIGKILLed process's sockets before the process turns into a zombie: the load
generator can see every request lose its connection while ``process_gone()`` still says alive (seen
once in CI as a ``failed`` cell where a ``crashed`` one was due). These tests stage that window with a
fake session whose process goes only when its exit is awaited, so no process, signal or sleep is used.
"""

from __future__ import annotations

import asyncio

import pytest

from specdec_tui.measure.loadgen import CANCELLED, RequestSample, WorkloadOutcome
from specdec_tui.run import measurer
from specdec_tui.run.measurer import _died_under_requests


class _Session:
    """The two things the decision reads: whether the process is gone, and its exit."""

    def __init__(self, *, exits: bool) -> None:
        self.gone = False
        self.exits = exits
        self.waited = 0

    def process_gone(self) -> bool:
        return self.gone

    async def wait_exit(self) -> int:
        self.waited += 1
        if not self.exits:  # a live server: never exits (the grace ends the wait)
            await asyncio.Event().wait()
        await asyncio.sleep(0)  # the exit is reaped a loop turn after the sockets closed
        self.gone = True
        return -9


def _outcome(*errors: tuple[str | None, int | None]) -> WorkloadOutcome:
    samples = [RequestSample(ok=error is None, error=error, status_code=status) for error, status in errors]
    return WorkloadOutcome(samples=samples)


LOST = ("connection lost mid-response after 3 tokens: peer closed connection", None)
REFUSED = ("cannot connect to http://127.0.0.1:1234: [Errno 111] Connection refused", None)
OK = (None, 200)


@pytest.mark.parametrize("errors", [(OK, LOST), (LOST, LOST), (OK, REFUSED)])
async def test_lost_connections_wait_for_the_exit_they_announce(errors: tuple) -> None:
    session = _Session(exits=True)
    assert not session.process_gone()  # the window: requests failed, the process still looks alive
    assert await _died_under_requests(session, _outcome(*errors))  # type: ignore[arg-type]
    assert session.waited == 1


async def test_a_server_gone_already_is_not_waited_for() -> None:
    session = _Session(exits=False)
    session.gone = True
    assert await _died_under_requests(session, _outcome(OK, (CANCELLED, None)))  # type: ignore[arg-type]
    assert session.waited == 0


@pytest.mark.parametrize("errors", [
    (OK, ("the server answered 400: prompt is too long", 400)),
    (OK, ("timed out (ReadTimeout) after 30.0 s", None)),
    (OK, (CANCELLED, None)),
])  # fmt: skip
async def test_requests_the_server_answered_or_outlived_are_not_a_death(errors: tuple) -> None:
    session = _Session(exits=False)
    assert not await _died_under_requests(session, _outcome(*errors))  # type: ignore[arg-type]
    assert session.waited == 0  # no grace spent on a server that is serving


async def test_a_live_server_that_dropped_connections_is_not_a_death(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(measurer, "CONNECTION_LOSS_GRACE_S", 0.01)
    session = _Session(exits=False)
    assert not await _died_under_requests(session, _outcome(OK, LOST))  # type: ignore[arg-type]
    assert session.waited == 1


def test_connection_lost_reads_the_load_generators_own_wording() -> None:
    assert RequestSample(error=LOST[0]).connection_lost
    assert RequestSample(error=REFUSED[0]).connection_lost
    assert not RequestSample(error="the server answered 500: internal error").connection_lost
    assert not RequestSample().connection_lost
