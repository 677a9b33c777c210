# XLA rng_bit_generator (rng_bit_generator_expander.cc + client/lib/prng.cc) re-implemented in Python.
M32 = 0xFFFFFFFF
M64 = (1 << 64) - 1
def rotl(v, d): return ((v << d) | (v >> (32 - d))) & M32
def threefry2x32(x, key):
    rot = [13, 15, 26, 6, 17, 29, 16, 24]
    ks = [key[0], key[1], 0x1BD11BDA ^ key[0] ^ key[1]]
    x = [(x[0] + ks[0]) & M32, (x[1] + ks[1]) & M32]
    def rnd(v, r):
        a = (v[0] + v[1]) & M32
        b = rotl(v[1], r) ^ a
        return [a, b]
    for i, (r0, inj) in enumerate([(0, (1, 2)), (4, (2, 0)), (0, (0, 1)), (4, (1, 2)), (0, (2, 0))]):
        for j in range(4): x = rnd(x, rot[r0 + j])
        x = [(x[0] + ks[inj[0]]) & M32, (x[1] + ks[inj[1]] + i + 1) & M32]
    return x
def split(u): return [u & M32, u >> 32]
def threefry64(state, n):
    key = split(state[0]); ctr = state[1]
    out = []
    for i in range(n):  # shape with dims >=2 -> iota linear index (row-major) for 1-D/2-D full shapes
        a, b = threefry2x32(split((ctr + i) & M64), key)
        out.append(a | (b << 32))
    return out, [state[0], (ctr + n) & M64]
def philox4x32(x, key):
    A, B = 0xD2511F53, 0xCD9E8D57
    k = list(key)
    for _ in range(10):
        p0 = x[0] * A; p1 = x[2] * B
        x = [((p1 >> 32) ^ x[1] ^ k[0]) & M32, p1 & M32, ((p0 >> 32) ^ x[3] ^ k[1]) & M32, p0 & M32]
        k = [(k[0] + 0x9E3779B9) & M32, (k[1] + 0xBB67AE85) & M32]
    return x
def philox_bits(ctr128, key, nvec):
    outs = []
    for i in range(nvec):
        c = (ctr128 + i) & ((1 << 128) - 1)
        x = [c & M32, (c >> 32) & M32, (c >> 64) & M32, (c >> 96) & M32]
        outs.append(philox4x32(x, key))
    return outs, (ctr128 + nvec) & ((1 << 128) - 1)
def philox_state(state):
    if len(state) >= 3: lo, hi = state[1], state[2]
    else: lo, hi = state[1], state[0]   # Rev(state)
    return lo | (hi << 64)
def philox_out_state(state, new128):
    lo, hi = new128 & M64, new128 >> 64
    return [state[0], lo, hi] if len(state) >= 3 else [state[0], lo]
def philox32(state, n):
    key = split(state[0]); nvec = (n + 3) // 4
    outs, new = philox_bits(philox_state(state), key, nvec)
    flat = [w for o in outs for w in o][:n]
    return flat, philox_out_state(state, new)
def philox64(state, n):
    key = split(state[0]); nvec = (2 * n + 3) // 4
    outs, new = philox_bits(philox_state(state), key, nvec)
    flat = []
    for o in outs: flat += [o[0] | (o[1] << 32), o[2] | (o[3] << 32)]
    return flat[:n], philox_out_state(state, new)
if __name__ == "__main__":
    print("spec THREE_FRY [1,2] 2x2xui64:", threefry64([1, 2], 4))
