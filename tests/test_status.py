"""Cell statuses and server states as str enums (domain/status.py): they read and write as strings."""

from __future__ import annotations

import json

from specdec_tui.domain.record import STATUSES, CellResult
from specdec_tui.domain.status import FAILURES, FINISHED, CellStatus, ServerState


def test_members_are_their_strings() -> None:
    assert CellStatus.OK == "ok" and CellStatus.CRASHED == "crashed" and CellStatus("hang") is CellStatus.HANG
    assert f"{CellStatus.OK}" == "ok" and str(ServerState.READY) == "ready" and f"{CellStatus.OK:>4}" == "  ok"
    assert " ".join([ServerState.CRASHED]) == "crashed" and CellStatus.FAILED.upper() == "FAILED"
    assert {"ok": 1}[CellStatus.OK] == 1 and {CellStatus.OK: 1}["ok"] == 1
    assert json.dumps({"status": CellStatus.SKIPPED, "server": ServerState.STARTING}) == (
        '{"status": "skipped", "server": "starting"}'
    )


def test_the_lists_of_statuses() -> None:
    assert [s.value for s in CellStatus] == ["ok", "crashed", "failed", "skipped", "invalid", "hang", "pending", "running"]
    assert [s.value for s in ServerState] == ["stopped", "starting", "ready", "crashed", "stopping"]
    assert STATUSES == FINISHED and CellStatus.PENDING not in FINISHED and CellStatus.RUNNING not in FINISHED
    assert set(FAILURES) == {"crashed", "hang", "failed"} and CellStatus.HANG.failure and not CellStatus.OK.failure
    assert CellStatus.SKIPPED.finished and not CellStatus.RUNNING.finished


def test_a_record_with_an_enum_status_round_trips_as_a_string() -> None:
    record = CellResult("r", "w", CellStatus.CRASHED)
    data = json.loads(json.dumps(record.to_dict()))
    assert data["status"] == "crashed"
    back = CellResult.from_dict(data)
    assert back.status == CellStatus.CRASHED and back == record
