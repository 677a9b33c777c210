# What NumPy reads from the files model_state_numpy.jl saved: the .npz, then every .npy of the
# folder, printed in the .npz's order; both must agree with what juxla printed.
import os, sys
import numpy as np

out = sys.argv[1]
names = {'float32': 'Float32', 'float64': 'Float64'}
z = np.load(os.path.join(out, 'model.npz'))
for key in z.files:
    a = z[key]
    b = np.load(os.path.join(out, 'model', key + '.npy'))
    assert a.dtype == b.dtype and a.shape == b.shape and np.array_equal(a, b), key
    print(key, names[str(a.dtype)], tuple(a.shape), ' '.join(str(v) for v in a.ravel()))
