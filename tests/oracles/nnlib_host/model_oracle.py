#!/usr/bin/python3
"""Oracle for tests/programs/nnlib/small_cnn.jl: the same small CNN in PyTorch float64 (conv2d with
the kernel flipped, since NNlib's conv is true convolution; max_pool2d; gelu with the tanh
approximation; avg_pool2d; a dense layer; softmax and log_softmax over the classes).
Layouts as in nnlib_common: the Julia WHCN array is the NCHW tensor, the kernel (kw, kh, cin, cout)
is OIHW; the Julia (classes, batch) matrix is the NumPy (batch, classes) array.

Run: /usr/bin/python3 tests/oracles/nnlib_host/model_oracle.py
"""
import numpy as np
import torch
import torch.nn.functional as F

from nnlib_common import jl_round, jl_vec, julia_array, julia_vec, write

t = lambda a: torch.tensor(a)  # noqa: E731
x = julia_array([(i % 11) / 10 - 0.5 for i in range(128)], (8, 8, 1, 2))
w1 = julia_array([(i % 7) / 7 - 0.4 for i in range(72)], (3, 3, 1, 8))
b1 = julia_array([i / 20 for i in range(1, 9)], (1, 1, 8, 1))
w2 = julia_array([(i % 5) / 10 - 0.2 for i in range(288)], (3, 3, 8, 4))
W = julia_array([(i % 4) - 1.5 for i in range(12)], (3, 4))  # NumPy (4, 3): W_np[j, i] = W[i, j]
bias = np.array([0.1, -0.2, 0.3])

h = F.relu(F.conv2d(t(x), torch.flip(t(w1), dims=[2, 3]), padding=1) + t(b1))
h = F.max_pool2d(h, 2)
h = F.gelu(F.conv2d(h, torch.flip(t(w2), dims=[2, 3]), stride=2, padding=1), approximate="tanh")
h = F.avg_pool2d(h, 2)
assert tuple(h.shape) == (2, 4, 1, 1)
f = h.reshape(2, 4)  # Julia's reshape(h, 4, 2): NumPy (2, 4)
logits = f @ t(W) + t(bias)  # (batch, classes): Julia's W * f .+ bias
write("small_cnn", ".out", [
    "(1, 1, 4, 2)",
    jl_vec([jl_round(v, 8) for v in julia_vec(logits.numpy())]),
    jl_vec([jl_round(v, 8) for v in julia_vec(torch.softmax(logits, 1).numpy())]),
    jl_vec([jl_round(v, 8) for v in julia_vec(torch.log_softmax(logits, 1).numpy())]),
])
