#!/usr/bin/python3
"""An independent Python model of Julia's Random (1.7-1.10): Xoshiro256++ seeded with the SHA-256 of
the seed's 32-bit words, Float64/Float32 from the top bits, rand! on arrays with the 8 forked SIMD
streams of XoshiroSimd, integer ranges by Lemire's nearly-divisionless method, shuffle!/randperm!
with the masked 52-bit sampler, and randn by the ziggurat. Checked against Julia's own docstring:
rand(Xoshiro(1234), 2) == [0.32597672886359486, 0.5490511363155669].

Run it to print the expected outputs of tests/programs/random/*_seeded.jl (each block names its file)."""
import hashlib
import math
import struct
import sys

import numpy as np

sys.path.insert(0, __import__("os").path.dirname(__file__))
from make_ziggurat_tables import tables  # noqa: E402

M64 = (1 << 64) - 1
KI, WI, FI = tables()
WI = [float(w) for w in WI]
FI = [float(f) for f in FI]
ZIG_R = 3.6541528853610087963519472518


def rotl(x, k):
    return ((x << k) | (x >> (64 - k))) & M64


class Xoshiro:
    def __init__(self, seed=None, state=None):
        if state is not None:
            self.s = list(state)
            return
        words = []
        n = seed
        while True:
            words.append(n & 0xFFFFFFFF)
            n >>= 32
            if n == 0:
                break
        digest = hashlib.sha256(b"".join(struct.pack("<I", w) for w in words)).digest()
        self.s = list(struct.unpack("<4Q", digest))

    def next(self):
        s0, s1, s2, s3 = self.s
        res = (rotl((s0 + s3) & M64, 23) + s0) & M64
        t = (s1 << 17) & M64
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = rotl(s3, 45)
        self.s = [s0, s1, s2, s3]
        return res

    # scalars
    def float64(self):
        return (self.next() >> 11) * 2.0**-53

    def float32(self):
        return np.float32(np.float32((self.next() >> 32) >> 8) * np.float32(2.0**-24))

    def int64(self):
        x = self.next()
        return x - (1 << 64) if x >> 63 else x

    def bool(self):
        return bool((self.next() >> 56) & 1)

    def below(self, s):
        """NDL offset in 0:s-1 for 64-bit ranges."""
        m = self.next() * s
        lo = m & M64
        if lo < s:
            t = ((1 << 64) - s) % s
            while lo < t:
                m = self.next() * s
                lo = m & M64
        return m >> 64

    def range(self, a, b):
        return a + self.below(b - a + 1)

    def ltm52(self, n, mask):
        while True:
            v = (self.next() >> 12) & mask
            if v <= n - 1:
                return v

    def randn(self):
        while True:
            r = self.next() >> 12
            rabs = r >> 1
            idx = rabs & 0xFF
            x = (-rabs if r & 1 else rabs) * WI[idx]
            if rabs < KI[idx]:
                return x
            if idx == 0:
                while True:
                    xx = -(1 / ZIG_R) * math.log(self.float64())
                    yy = -math.log(self.float64())
                    if yy + yy > xx * xx:
                        return -ZIG_R - xx if (rabs >> 8) & 1 else ZIG_R + xx
            if (FI[idx - 1] - FI[idx]) * self.float64() + FI[idx] < math.exp(-0.5 * x * x):
                return x

    # rand! on arrays (XoshiroSimd.xoshiro_bulk)
    def bulk_words(self, nbytes, kind):
        """The 64-bit words written over nbytes of memory: kind 'f64', 'f32', 'raw' or 'bool'."""
        out = bytearray()
        threshold = 640 if kind == "bool" else 64

        def conv(r):
            if kind == "f64":
                return struct.unpack("<Q", struct.pack("<d", (r >> 11) * 2.0**-53))[0]
            if kind == "f32":
                u = np.float32((r >> 32) >> 8) * np.float32(2.0**-24)
                lo = np.float32((r & 0xFFFFFFFF) >> 8) * np.float32(2.0**-24)
                ub = struct.unpack("<I", struct.pack("<f", u))[0]
                lb = struct.unpack("<I", struct.pack("<f", lo))[0]
                return (ub << 32) | lb
            return r

        mask = 0x0101010101010101
        if nbytes >= threshold:
            mult = [0x02011CE34BCE797F, 0x5A94851FB48A6E05, 0x3688CF5D48899FA7, 0x867B4BB4C42E5661]
            lanes = [[0, 0, 0, 0] for _ in range(8)]
            for w in range(4):
                for j in range(8):
                    lanes[j][w] = (mult[w] * self.next()) & M64
            lanes = [Xoshiro(state=l) for l in lanes]
            step = 512 if kind == "bool" else 64
            while len(out) + step <= nbytes:
                res = [l.next() for l in lanes]
                if kind == "bool":
                    for k in range(8):
                        for j in range(8):
                            out += struct.pack("<Q", (res[j] >> k) & mask)
                else:
                    for j in range(8):
                        out += struct.pack("<Q", conv(res[j]))
        if kind == "bool":
            while len(out) + 8 <= nbytes:
                res = self.next()
                shift = 0
                while len(out) + 8 <= nbytes and shift < 8:
                    out += struct.pack("<Q", (res >> shift) & mask)
                    shift += 1
            if len(out) < nbytes:
                out += struct.pack("<Q", self.next() & mask)[: nbytes - len(out)]
            return bytes(out)
        while len(out) + 8 <= nbytes:
            out += struct.pack("<Q", conv(self.next()))
        if len(out) < nbytes:
            out += struct.pack("<Q", conv(self.next()))[: nbytes - len(out)]
        return bytes(out)

    def rand_f64(self, n):
        return list(struct.unpack("<%dd" % n, self.bulk_words(8 * n, "f64")))

    def rand_f32(self, n):
        return [np.float32(x) for x in struct.unpack("<%df" % n, self.bulk_words(4 * n, "f32"))]

    def rand_i64(self, n):
        return list(struct.unpack("<%dq" % n, self.bulk_words(8 * n, "raw")))

    def rand_bool(self, n):
        return [b != 0 for b in self.bulk_words(n, "bool")]

    def shuffle(self, a):
        a = list(a)
        mask = 3
        for i in range(2, len(a) + 1):
            j = 1 + self.ltm52(i, mask)
            a[i - 1], a[j - 1] = a[j - 1], a[i - 1]
            if i == 1 + mask:
                mask = 2 * mask + 1
        return a

    def randperm(self, n):
        a = [0] * n
        if n == 0:
            return a
        a[0] = 1
        mask = 3
        for i in range(2, n + 1):
            j = 1 + self.ltm52(i, mask)
            if i != j:
                a[i - 1] = a[j - 1]
            a[j - 1] = i
            if i == 1 + mask:
                mask = 2 * mask + 1
        return a


def jl_float(x):
    """Julia's show of a Float64 (shortest round trip; 1.0e-5 style exponents)."""
    s = repr(float(x))
    if "e" in s:
        mant, exp = s.split("e")
        if "." not in mant:
            mant += ".0"
        return mant + "e" + str(int(exp))
    return s


def jl_float32(x):
    s = str(np.float32(x))
    if "e" in s:
        mant, exp = s.split("e")
        if "." not in mant:
            mant += ".0"
        return mant + "e" + str(int(exp))
    return s


def jl_vec(xs, fmt=jl_float, prefix=""):
    return prefix + "[" + ", ".join(fmt(x) for x in xs) + "]"


def block(name, lines):
    print("== " + name)
    for line in lines:
        print(line)


if __name__ == "__main__":
    r = Xoshiro(1234)
    assert [r.float64(), r.float64()] == [0.32597672886359486, 0.5490511363155669]

    # xoshiro_seeded.jl
    r = Xoshiro(1234)
    lines = [jl_vec([r.float64(), r.float64()])]
    lines.append(jl_float(r.float64()))
    lines.append(str(r.range(1, 10)))
    lines.append(str(r.int64()))
    lines.append(jl_float32(r.float32()) + "f0" if "e" not in jl_float32(0.5) else "")
    r2 = Xoshiro(1234)
    lines.append(jl_vec([r2.float64(), r2.float64()]))
    block("xoshiro_seeded", lines)

    # global_seeded.jl: Random.seed!(42) reseeds the default generator.
    g = Xoshiro(42)
    lines = [jl_float(g.float64()), jl_vec(g.rand_f64(3)), str(g.range(1, 6)), jl_float(g.randn()),
             jl_vec([g.randn() for _ in range(3)])]
    g = Xoshiro(42)
    lines.append(jl_float(g.float64()))
    block("global_seeded", lines)

    # bulk_seeded.jl: arrays long enough for the SIMD streams.
    b = Xoshiro(7)
    lines = [jl_vec(b.rand_f64(20)), jl_vec(b.rand_f32(20), jl_float32, "Float32"), jl_vec(b.rand_i64(9), str),
             str(sum(b.rand_bool(700))), jl_vec(b.rand_f64(5))]
    block("bulk_seeded", lines)

    # shuffle_seeded.jl
    s = Xoshiro(2024)
    lines = [jl_vec(s.shuffle(range(1, 11)), str), jl_vec(s.randperm(8), str), jl_vec(s.shuffle(range(1, 21)), str)]
    block("shuffle_seeded", lines)

    # shapes_seeded.jl
    z = Xoshiro(11)
    a = z.rand_f64(6)  # column-major 2×3: A[i, j] is a[i + 2j]
    lines = ["(2, 3) [" + "; ".join(" ".join(jl_float(a[i + 2 * j]) for j in range(3)) for i in range(2)) + "]"]
    lines.append(jl_vec([z.range(1, 6) for _ in range(5)], str))
    lines.append(str([10, 20, 30][z.range(1, 3) - 1]) + " " + ("true" if z.bool() else "false"))
    lines.append(jl_vec([z.randn() for _ in range(3)]))
    bb = z.rand_f64(9)
    lines.append(" ".join(jl_float(x) for x in (bb[0], bb[8], bb[1])))
    block("shapes_seeded", lines)

    # global_scalars.jl: Random.seed!(3) then scalar draws of four kinds.
    g = Xoshiro(3)
    f = g.float32()
    assert 1e-4 <= f < 1e6, "repr would use an exponent"
    lines = [jl_float32(f) + "f0 " + ("true" if g.bool() else "false") + " " + str(g.range(1, 100)) + " " +
             jl_float(g.randn()), "true true"]
    block("global_scalars", lines)
