"""Device-side helper: hold GPU memory until killed.

Usage: python3 hold_gpu_memory.py MIB         hold MIB MiB
       python3 hold_gpu_memory.py --leave MIB  hold all but MIB MiB of what is free (after its own
                                               CUDA context), so the next process to load runs out
Prints ``HOLDING <pid> <bytes reserved by torch> <bytes free on the device>`` once the memory is
allocated and touched, then sleeps.
"""

from __future__ import annotations

import os
import sys
import time

import torch


def main() -> None:
    if sys.argv[1] == "--leave":
        torch.cuda.init()
        torch.empty(1, device="cuda")  # the context first: what is free after it is what others get
        free, _ = torch.cuda.mem_get_info()
        mib = max(1, free // (1024 * 1024) - int(sys.argv[2]))
    else:
        mib = int(sys.argv[1])
    block = torch.empty(mib * 1024 * 1024, dtype=torch.uint8, device="cuda")
    block.fill_(1)  # touch it, so the pages are really backed
    torch.cuda.synchronize()
    free, _ = torch.cuda.mem_get_info()
    print(f"HOLDING {os.getpid()} {torch.cuda.memory_reserved()} {free}", flush=True)
    while True:
        time.sleep(60)


if __name__ == "__main__":
    main()
