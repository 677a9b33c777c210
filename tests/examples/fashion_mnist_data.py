# The lines fashion_mnist_data.jl prints, from the raw bytes of the gzipped IDX files (NumPy).
import gzip
import numpy as np

d = '/usr/share/datasets/fashion-mnist/'
for split, prefix in (('train', 'train'), ('test', 't10k')):
    raw = gzip.open(d + prefix + '-images-idx3-ubyte.gz').read()
    assert raw[:4] == b'\x00\x00\x08\x03'
    img = np.frombuffer(raw[16:], np.uint8).reshape(-1, 28, 28)  # (n, row, column)
    lab = np.frombuffer(gzip.open(d + prefix + '-labels-idx1-ubyte.gz').read()[8:], np.uint8).astype(int)
    n = len(lab)
    x = img.astype(np.float32) / np.float32(255)
    f = lambda v: str(np.float32(v))
    print(f'{split} Array{{Float32, 3}} (28, 28, {n}) Vector{{Int64}} {n}')
    print('targets[1:20] [' + ', '.join(map(str, lab[:20])) + ']')
    print('counts [' + ', '.join(str(int((lab == k).sum())) for k in range(10)) + ']')
    print(f'extrema ({f(x.min())}f0, {f(x.max())}f0)')  # Julia shows Float32 in a tuple as 0.0f0
    print('row14 ' + ' '.join(f(v) for v in x[0, 13, :]))
    print('col20 of image 3 ' + ' '.join(f(v) for v in x[2, :, 19]))
    print('pixel sum of image 1 (bytes) ' + str(int(img[0].astype(int).sum())))
    print(f'd[7] (28, 28) {lab[6]} true')
    print('d[1:10] (28, 28, 10) [' + ', '.join(map(str, lab[:10])) + ']')
lab = np.frombuffer(gzip.open(d + 't10k-labels-idx1-ubyte.gz').read()[8:], np.uint8)
print('MNIST(dir) (28, 28, 10000) [' + ', '.join(map(str, lab[:5])) + ']')
print('''dataset FashionMNIST:
  metadata  =>    Dict{String, Any} with 2 entries
  split     =>    :test
  features  =>    28×28×10000 Array{Float32, 3}
  targets   =>    10000-element Vector{Int64}''')
