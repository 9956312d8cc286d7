"""Device-side helper: one real torch.distributed (NCCL) failure on two GPUs, for crash triage (issue 17).

Run under torchrun with two processes: ``torchrun --nproc-per-node 2 nccl_case.py CASE``. Each case does what a
multi-GPU inference server's ranks do (a process group, a few all-reduces) and then fails the way such servers do;
nothing is caught, so torch, NCCL and torchrun print what they print. Cases:

- ``healthy``: eight all-reduces and a clean teardown (with NCCL_DEBUG=INFO: the noisy log of a run that is fine)
- ``skip``: rank 1 never joins the last all-reduce; rank 0's watchdog times out (a 15 s timeout)
- ``kill``: rank 1 is SIGKILLed while rank 0 waits in an all-reduce
- ``mismatch``: the ranks all-reduce tensors of different sizes (TORCH_DISTRIBUTED_DEBUG=DETAIL checks them)
- ``raise``: rank 1 raises before the all-reduce; rank 0 waits until its watchdog fires
- ``same_device``: both ranks pick GPU 0 (NCCL refuses a duplicate GPU)
"""

from __future__ import annotations

import datetime
import os
import sys
import time

import torch
import torch.distributed as dist


def main(case: str) -> None:
    rank = int(os.environ["RANK"])
    device = 0 if case == "same_device" else int(os.environ["LOCAL_RANK"])
    torch.cuda.set_device(device)
    dist.init_process_group("nccl", timeout=datetime.timedelta(seconds=15))
    x = torch.ones(1 << 20, device="cuda")
    for _ in range(8):
        dist.all_reduce(x)
    torch.cuda.synchronize()
    print(f"rank {rank}: warm-up all-reduces done, sum {x[0].item():.0f}", flush=True)
    if case == "skip" and rank == 1:
        time.sleep(60)
    elif case == "kill" and rank == 1:
        time.sleep(2)
        os.kill(os.getpid(), 9)
    elif case == "raise" and rank == 1:
        raise RuntimeError("rank 1 could not build its shard of the model")
    if case == "mismatch":
        x = torch.ones((1 << 20) + rank * 1024, device="cuda")
    dist.all_reduce(x)
    torch.cuda.synchronize()
    print(f"rank {rank}: all-reduce done", flush=True)
    dist.destroy_process_group()


if __name__ == "__main__":
    main(sys.argv[1])
