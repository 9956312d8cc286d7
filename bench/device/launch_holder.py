"""Device-side helper: a launcher whose child holds the GPU memory, like a server's worker process.

Usage: python3 launch_holder.py MIB. The child inherits stdout, so its ``HOLDING`` line reaches the
caller; the launcher itself never touches CUDA.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path


def main() -> int:
    holder = Path(__file__).with_name("hold_gpu_memory.py")
    return subprocess.call([sys.executable, str(holder), sys.argv[1]])


if __name__ == "__main__":
    raise SystemExit(main())
