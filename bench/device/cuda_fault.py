"""Device-side helper: trigger one real CUDA fault and let it fail the way a server would.

Usage: python3 cuda_fault.py KIND, KIND one of FAULTS. The faulting kernel is launched through CuPy
(a RawKernel); the error is then collected by torch (``torch.cuda.synchronize()``), so the text is
PyTorch's own, as SGLang and vLLM print it. Nothing is caught: the traceback goes to stderr.
"""

from __future__ import annotations

import sys

import torch

KERNELS = {
    # Write 64 GiB past the end of a 64-byte buffer.
    "illegal_memory_access": r"""
extern "C" __global__ void fault(int* p) { p[threadIdx.x + (1ull << 34)] = 1; }""",
    # A 4-byte store at an odd address.
    "misaligned_address": r"""
extern "C" __global__ void fault(int* p) { *(int*)((char*)p + 1) = 1; }""",
    # PTX trap: the kernel aborts.
    "trap": r"""
extern "C" __global__ void fault(int* p) { asm volatile("trap;"); p[0] = 1; }""",
    # PTX breakpoint with no debugger attached.
    "brkpt": r"""
extern "C" __global__ void fault(int* p) { asm volatile("brkpt;"); p[0] = 1; }""",
}
FAULTS = (*KERNELS, "device_side_assert", "oom")


def main() -> None:
    kind = sys.argv[1]
    torch.zeros(1, device="cuda")  # create the primary context through torch first, as a server does
    if kind == "device_side_assert":
        values = torch.zeros(10, device="cuda")
        index = torch.tensor([20], device="cuda")
        values[index] = 1.0  # index out of bounds: the indexing kernel's assert fires
        torch.cuda.synchronize()
    elif kind == "oom":
        torch.empty(400 * 1024**3, dtype=torch.uint8, device="cuda")
    else:
        import cupy

        kernel = cupy.RawKernel(KERNELS[kind], "fault")
        buffer = cupy.zeros(16, dtype=cupy.int32)
        kernel((1,), (32,), (buffer,))
        torch.cuda.synchronize()
    print(f"{kind}: no error was raised", file=sys.stderr)


if __name__ == "__main__":
    main()
