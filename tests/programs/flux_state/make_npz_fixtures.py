# Writes the .npz fixtures of read_numpy_npz.jl and npz_errors_*.jl with NumPy (/usr/bin/python3).
import numpy as np

w = np.arange(6, dtype=np.float32).reshape(2, 3) / 4
b = np.array([0.5, -1.5], dtype=np.float64)
np.savez_compressed('data/compressed.npz', w=w, b=b, n=np.int64(3))
np.savez('data/plain.npz', w=w, b=b)
raw = bytearray(open('data/plain.npz', 'rb').read())
raw[raw.index(w.tobytes()) + 5] ^= 0xff  # one byte of w's data: the CRC-32 no longer matches
open('data/corrupt.npz', 'wb').write(raw)
open('data/truncated.npz', 'wb').write(open('data/plain.npz', 'rb').read()[:150])
