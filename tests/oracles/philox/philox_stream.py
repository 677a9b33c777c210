#!/usr/bin/python3
"""An independent Python model of juxla's random stream (src/staging/philox.h): Philox-4x32-10 from
Salmon et al. (SC 2011), written from the paper's round function with Python integers, checked
against Random123's known-answer vectors, then the stream rule (word p is word p % 4 of the block
with counter (low32(p // 4), high32(p // 4), 0, 0)) and the conversions, in exact arithmetic for the
uniforms and integer ranges, numpy float32 / Python floats for Box-Muller.

Run it with Debian's /usr/bin/python3 to print the C++ arrays inlined in src/staging/philox_test.cpp."""
import math

import numpy as np

M32 = 0xFFFFFFFF
MULT = (0xD2511F53, 0xCD9E8D57)
WEYL = (0x9E3779B9, 0xBB67AE85)

# Random123 tests/kat_vectors, the three "philox4x32 10" lines: counter[4], key[2], expected[4].
KAT = [
    ((0, 0, 0, 0), (0, 0), (0x6627E8D5, 0xE169C58D, 0xBC57AC4C, 0x9B00DBD8)),
    ((M32, M32, M32, M32), (M32, M32), (0x408F276D, 0x41C83B0E, 0xA20BC7C6, 0x6D5451FD)),
    ((0x243F6A88, 0x85A308D3, 0x13198A2E, 0x03707344), (0xA4093822, 0x299F31D0),
     (0xD16CFE09, 0x94FDCCEB, 0x5001E420, 0x24126EA1)),
]


def philox4x32_10(ctr, key):
    x0, x1, x2, x3 = ctr
    k0, k1 = key
    for _ in range(10):
        p0 = x0 * MULT[0]
        p1 = x2 * MULT[1]
        x0, x1, x2, x3 = (p1 >> 32) ^ x1 ^ k0, p1 & M32, (p0 >> 32) ^ x3 ^ k1, p0 & M32
        k0 = (k0 + WEYL[0]) & M32
        k1 = (k1 + WEYL[1]) & M32
    return (x0, x1, x2, x3)


def words(key, position, count):
    out = []
    for p in range(position, position + count):
        block = p // 4
        out.append(philox4x32_10((block & M32, block >> 32, 0, 0), (key & M32, key >> 32))[p % 4])
    return out


def uniform_f32(w):
    return (w >> 8) * 2.0**-24


def uniform_f64(lo, hi):
    return (((hi << 32) | lo) >> 11) * 2.0**-53


def normal_f32(w0, w1):
    f = np.float32
    u1 = f(((w0 >> 8) + 1) * 2.0**-24)
    u2 = f(uniform_f32(w1))
    radius = f(math.sqrt(float(f(math.log(float(u1))) * f(-2.0))))
    angle = f(float(u2) * float(f(2 * math.pi)))
    return float(f(float(radius) * float(f(math.cos(float(angle))))))


def normal_f64(w0, w1, w2, w3):
    u1 = ((((w1 << 32) | w0) >> 11) + 1) * 2.0**-53
    u2 = uniform_f64(w2, w3)
    return math.sqrt(math.log(u1) * -2.0) * math.cos(u2 * (2 * math.pi))


def int_in_range(w0, w1, lo, hi):
    # The exact 96-bit product, no splitting: lo + floor(u * span / 2^64).
    return lo + ((((w1 << 32) | w0) * (hi - lo + 1)) >> 64)


def hexwords(ws):
    return ", ".join(f"0x{w:08X}u" for w in ws)


# Integer ranges of the test: small, negative, and the full 2^32 span (the value is lo + w1).
RANGES = [(1, 10), (-1000, 999999937), (-(1 << 31), (1 << 31) - 1)]


def main():
    for ctr, key, want in KAT:
        assert philox4x32_10(ctr, key) == want, (ctr, key)
    # The states of the test: a key with both halves set at an unaligned position, and a position
    # whose blocks cross 2^32 (the counter's second word carries).
    states = [(0x0123456789ABCDEF, 5), (0xFFFFFFFF00000001, 4 * (1 << 32) - 3)]
    for key, pos in states:
        ws = words(key, pos, 12)
        print(f"// key 0x{key:016X}, position {pos}: words")
        print(f"{{{hexwords(ws)}}}")
        print("// uniform f32 (1 word each)")
        print("{" + ", ".join(f"{uniform_f32(w).hex()}" for w in ws[:6]) + "}")
        print("// uniform f64 (2 words each)")
        print("{" + ", ".join(f"{uniform_f64(ws[2 * i], ws[2 * i + 1]).hex()}" for i in range(6)) + "}")
        print("// normal f32 (2 words each)")
        print("{" + ", ".join(f"{normal_f32(ws[2 * i], ws[2 * i + 1]).hex()}" for i in range(6)) + "}")
        print("// normal f64 (4 words each)")
        print("{" + ", ".join(f"{normal_f64(*ws[4 * i:4 * i + 4]).hex()}" for i in range(3)) + "}")
        for lo, hi in RANGES:
            print(f"// rand({lo}:{hi}) (2 words each)")
            print("{" + ", ".join(str(int_in_range(ws[2 * i], ws[2 * i + 1], lo, hi)) for i in range(6)) + "}")


if __name__ == "__main__":
    main()
