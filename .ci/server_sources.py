#!/usr/bin/env python3
"""Download the pinned SGLang and vLLM releases once and keep the Python sources the contract tests read.

For each pinned (package, version) of ``specdec_tui/backends/server_facts.py`` PINNED:
``pip download --no-deps --only-binary=:all:`` the release's wheel (no dependencies, nothing
installed, nothing imported: no torch), unpack only its ``.py`` files (minus model, kernel and test
trees the flag, metric and route extraction never reads) into the cache, record the wheel's name,
size and sha256 in ``WHEEL.json``, and delete the wheel. A version whose ``WHEEL.json`` exists is
skipped, so a fresh machine downloads once and later runs are offline.

Cache: ``$SPECDEC_SERVER_SOURCES``, else ``${XDG_CACHE_HOME:-~/.cache}/specdec-tui/server-sources``.

  python .ci/server_sources.py            # fetch what is missing, print where it is
  python .ci/server_sources.py --write    # also regenerate specdec_tui/backends/server_facts.json
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from specdec_tui.backends.server_facts import PINNED, TABLES_FILE, extract_facts  # noqa: E402

# Trees never read (models, kernels, tests, multimodal generation): left out of the cache.
SKIP_DIRS = {
    "benchmarks", "hardware_backend", "kernels", "layers", "model_executor", "models", "multimodal_gen",
    "test", "tests", "third_party", "vllm_flash_attn",
}
# Wheel platforms pip may pick: pure-Python, or the Linux x86-64 builds (sources are identical).
PLATFORMS = ("manylinux_2_34_x86_64", "manylinux_2_28_x86_64", "manylinux2014_x86_64", "manylinux1_x86_64")


def cache_dir() -> Path:
    explicit = os.environ.get("SPECDEC_SERVER_SOURCES")
    if explicit:
        return Path(explicit)
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return base / "specdec-tui" / "server-sources"


def source_dir(package: str, version: str) -> Path:
    return cache_dir() / f"{package}-{version}"


def _download(package: str, version: str, into: Path) -> Path:
    command = [
        sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:", "--no-cache-dir",
        "--quiet", "--dest", str(into), "--python-version", "3.11", "--implementation", "cp",
    ]
    for platform in PLATFORMS:
        command += ["--platform", platform]
    command.append(f"{package}=={version}")
    subprocess.run(command, check=True)
    wheels = sorted(into.glob("*.whl"))
    if len(wheels) != 1:
        raise SystemExit(f"server_sources: expected one wheel for {package}=={version}, got {wheels}")
    return wheels[0]


def _unpack(wheel: Path, target: Path) -> int:
    count = 0
    with zipfile.ZipFile(wheel) as archive:
        for info in archive.infolist():
            parts = Path(info.filename).parts
            if not info.filename.endswith(".py") or SKIP_DIRS.intersection(parts[:-1]):
                continue
            if ".." in parts or info.filename.startswith("/"):
                continue
            out = target / info.filename
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_bytes(archive.read(info))
            count += 1
    return count


def fetch(package: str, version: str) -> Path:
    target = source_dir(package, version)
    if (target / "WHEEL.json").is_file():
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=target.parent, prefix=".download-") as tmp:
        print(f"server_sources: downloading {package}=={version} (wheel, no dependencies)", flush=True)
        wheel = _download(package, version, Path(tmp))
        digest = hashlib.sha256(wheel.read_bytes()).hexdigest()
        staging = Path(tmp) / "src"
        files = _unpack(wheel, staging)
        (staging / "WHEEL.json").write_text(
            json.dumps({"wheel": wheel.name, "bytes": wheel.stat().st_size, "sha256": digest,
                        "python_files": files}, indent=1) + "\n"
        )
        if target.exists():
            shutil.rmtree(target)
        staging.rename(target)
    print(f"server_sources: {package}=={version}: {files} source files in {target}", flush=True)
    return target


def tables() -> dict[str, dict[str, dict]]:
    out: dict[str, dict[str, dict]] = {}
    for package, versions in PINNED.items():
        for version in versions:
            facts = extract_facts(package, version, fetch(package, version))
            out.setdefault(package, {})[version] = facts.table()
    return out


def render(data: dict[str, dict[str, dict]]) -> str:
    return json.dumps(
        {"generated_by": ".ci/server_sources.py --write", "tables": data}, indent=1, sort_keys=True
    ) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help=f"regenerate {TABLES_FILE.name}")
    args = parser.parse_args()
    for package, versions in PINNED.items():
        for version in versions:
            fetch(package, version)
    if args.write:
        TABLES_FILE.write_text(render(tables()))
        print(f"server_sources: wrote {TABLES_FILE.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
