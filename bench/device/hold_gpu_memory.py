"""Device-side helper: hold a known amount of GPU memory until killed.

Usage: python3 hold_gpu_memory.py MIB. Prints ``HOLDING <pid> <bytes reserved by torch>`` once the
memory is allocated and touched, then sleeps.
"""

from __future__ import annotations

import os
import sys
import time

import torch


def main() -> None:
    mib = int(sys.argv[1])
    block = torch.empty(mib * 1024 * 1024, dtype=torch.uint8, device="cuda")
    block.fill_(1)  # touch it, so the pages are really backed
    torch.cuda.synchronize()
    print(f"HOLDING {os.getpid()} {torch.cuda.memory_reserved()}", flush=True)
    while True:
        time.sleep(60)


if __name__ == "__main__":
    main()
