#!/usr/bin/env bash
# make_venv.sh BASE_PYTHON VENV: a venv over BASE_PYTHON that also sees BASE_PYTHON's own site-packages.
#
# A venv made from a venv's python sees the *base* interpreter's site-packages, not that venv's, so
# --system-site-packages alone would hide e.g. the device's torch, nvidia-ml-py and psutil. A .pth line
# adds BASE_PYTHON's site dirs after the new venv's own (ours win), and brings its pip, so no ensurepip
# is needed. The line calls site.addsitedir through map(), not a list comprehension: site executes a
# .pth line inside a function, and before Python 3.12 a comprehension there cannot see the names the
# line imported (NameError: name 'site' is not defined; the line is skipped, the dirs are missing).
set -euo pipefail
base=${1:?usage: make_venv.sh BASE_PYTHON VENV}
venv=${2:?usage: make_venv.sh BASE_PYTHON VENV}
"$base" -m venv --system-site-packages --without-pip "$venv"
site_dirs=$("$base" -c 'import site; print(repr(site.getsitepackages()))')
venv_site=$("$venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
echo "import site; list(map(site.addsitedir, $site_dirs))" > "$venv_site/zz_device_python.pth"
# Fail here, not later with a missing package: every base site dir must be on the new venv's path.
"$venv/bin/python" - "$site_dirs" <<'PYEOF'
import ast, sys
missing = [d for d in ast.literal_eval(sys.argv[1]) if d not in sys.path]
if missing:
    sys.exit(f"make_venv.sh: the venv does not see {missing}")
PYEOF
