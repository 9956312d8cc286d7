"""Write a copy of a GGUF with some metadata changed in place, the file's length and offsets unchanged.

For the real llama-server failure scripts (``llamacpp_failures2.sh``, ``llamacpp_failures5.sh``): a model
whose header lies about itself, as a bad conversion or a hand-edited file does. Standard library only,
because the device machine's Python has no ``gguf`` package.

    python bench/device/gguf_edit.py SRC DST EDIT [EDIT ...]

EDIT is one of:
    KEY=VALUE     an integer or boolean key (UINT8..INT64, BOOL as 0 or 1) set to VALUE, or a string key set to VALUE of the same length
    KEY:NEWKEY    a key renamed (NEWKEY as long as KEY), so a reader looking for KEY no longer finds it
    arch          general.architecture made one no llama.cpp knows ("lxama")
    vocab         tokens 1000..1999 swapped pairwise with a token of the same byte length: the same
                  tokenizer shape, another id for a word (a draft made from another tokenizer revision)
"""

from __future__ import annotations

import shutil
import struct
import sys

# GGUF value types: the byte width of each scalar, and struct formats for the integer ones.
SCALAR_WIDTH = {0: 1, 1: 1, 2: 2, 3: 2, 4: 4, 5: 4, 6: 4, 7: 1, 10: 8, 11: 8, 12: 8}
INT_FORMAT = {0: "<B", 1: "<b", 2: "<H", 3: "<h", 4: "<I", 5: "<i", 7: "<?", 10: "<Q", 11: "<q"}  # 7: BOOL (0 or 1)
STRING, ARRAY = 8, 9


def _string(buf: bytearray, p: int) -> tuple[int, int, int]:
    """The offset of a GGUF string's text, its length, and the offset after it."""
    n = struct.unpack_from("<Q", buf, p)[0]
    return p + 8, n, p + 8 + n


def _skip(buf: bytearray, p: int, t: int) -> int:
    if t == STRING:
        return _string(buf, p)[2]
    if t == ARRAY:
        et, count = struct.unpack_from("<IQ", buf, p)
        p += 12
        for _ in range(count):
            p = _skip(buf, p, et)
        return p
    return p + SCALAR_WIDTH[t]


def _swap_vocab(buf: bytearray, p: int) -> None:
    _, count = struct.unpack_from("<IQ", buf, p)
    q, spans = p + 12, []
    for _ in range(count):
        sp, sn, q = _string(buf, q)
        spans.append((sp, sn))
    by_len: dict[int, int] = {}
    swapped = 0
    for i in range(1000, 2000):
        sp, sn = spans[i]
        j = by_len.pop(sn, None)
        if j is None:
            by_len[sn] = i
            continue
        tp, _ = spans[j]
        buf[sp : sp + sn], buf[tp : tp + sn] = buf[tp : tp + sn], buf[sp : sp + sn]
        swapped += 1
    print("tokens swapped:", swapped, "pairs of", count)


def edit(buf: bytearray, edits: list[str]) -> None:
    if buf[:4] != b"GGUF":
        raise SystemExit("not a GGUF file")
    n_kv = struct.unpack_from("<Q", buf, 16)[0]
    pending = set(edits)
    pos = 24  # magic, version, n_tensors, n_kv
    for _ in range(n_kv):
        kp, kn, p = _string(buf, pos)
        key = bytes(buf[kp : kp + kn]).decode()
        t = struct.unpack_from("<I", buf, p)[0]
        p += 4
        for e in edits:
            if e == "arch" and key == "general.architecture":
                vp, vn, _ = _string(buf, p)
                buf[vp : vp + vn] = b"lxama"[:vn].ljust(vn, b"x")
                print("general.architecture:", bytes(buf[vp : vp + vn]).decode())
            elif e == "vocab" and key == "tokenizer.ggml.tokens":
                _swap_vocab(buf, p)
            elif e.startswith(key + "="):
                value = e[len(key) + 1 :]
                if t in INT_FORMAT:
                    struct.pack_into(INT_FORMAT[t], buf, p, int(value))
                elif t == STRING:
                    vp, vn, _ = _string(buf, p)
                    if len(value.encode()) != vn:
                        raise SystemExit(f"{key}: the new value must be {vn} bytes long")
                    buf[vp : vp + vn] = value.encode()
                else:
                    raise SystemExit(f"{key}: type {t} cannot be set here")
                print(f"{key} = {value}")
            elif e.startswith(key + ":"):
                new = e[len(key) + 1 :].encode()
                if len(new) != kn:
                    raise SystemExit(f"{key}: the new name must be {kn} bytes long")
                buf[kp : kp + kn] = new
                print(f"{key} renamed {new.decode()}")
            else:
                continue
            pending.discard(e)
        pos = _skip(buf, p, t)
    if pending:
        raise SystemExit(f"no key for: {', '.join(sorted(pending))}")


def main(argv: list[str]) -> None:
    if len(argv) < 3:
        raise SystemExit(__doc__)
    src, dst, *edits = argv
    shutil.copyfile(src, dst)
    with open(dst, "rb") as f:
        buf = bytearray(f.read())
    edit(buf, edits)
    with open(dst, "wb") as f:
        f.write(bytes(buf))


if __name__ == "__main__":
    main(sys.argv[1:])
