# Writes the small IDX fixtures of read_idx.jl and read_idx_*.jl (/usr/bin/python3).
import gzip, struct

def idx(code, dims, payload):
    return bytes([0, 0, code, len(dims)]) + b''.join(struct.pack('>I', d) for d in dims) + payload

images = idx(0x08, [2, 3, 4], bytes(range(24)))                    # 2 images of 3 rows × 4 columns
open('data/images.idx', 'wb').write(images)
with gzip.GzipFile('data/images.idx.gz', 'wb', mtime=0) as f:
    f.write(images)
open('data/int32.idx', 'wb').write(idx(0x0C, [3], struct.pack('>3i', 258, -2, 2**31 - 1)))
open('data/float64.idx', 'wb').write(idx(0x0E, [2, 2], struct.pack('>4d', 0.5, -1.25, 1e300, 3.0)))
open('data/truncated.idx', 'wb').write(images[:-5])
open('data/badtype.idx', 'wb').write(bytes([0, 0, 0x07, 1, 0, 0, 0, 1, 9]))
gz = open('data/images.idx.gz', 'rb').read()
open('data/truncated.idx.gz', 'wb').write(gz[:len(gz) // 2])
