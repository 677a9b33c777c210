#!/usr/bin/python3
"""Oracle for tests/programs/nnlib/nnlib_qualified.jl and nnlib_not_loaded.jl: NNlib as a module
(`import NNlib`, `using NNlib: softmax`, names out of scope before `using NNlib`); the values are hand
calculations: softmax([0, log 3]) = [1, 3] / 4; conv of a 4x4 input with a 2x2 kernel is 3x3; the
2x2 maxpool of 4x4 is 2x2; ones(2, 3) * ones(3, 1) is a column of 3s (a one-column Matrix prints as
[3.0; 3.0;;]).

Run: /usr/bin/python3 tests/oracles/nnlib_host/module_oracle.py
"""
import math

from nnlib_common import jl, jl_round, write

sm = [1 / (1 + 3), 3 / (1 + 3)]
assert abs(math.exp(math.log(3.0)) - 3) < 1e-15
write("nnlib_qualified", ".out", [
    "0.0 0.5 true",
    "[" + ", ".join(jl(jl_round(v, 6)) for v in sm) + "]",
    "(3, 3, 1, 1) (2, 2, 1, 1)",
    "[3.0; 3.0;;]",
])
write("nnlib_not_loaded", ".out", ["[-1.0, 1.0]"])
write("nnlib_not_loaded", ".err", [
    "nnlib_not_loaded.jl:4:1: error: UndefVarError: `relu` not defined in `Main`",
    "relu.(x)",
    "^",
])
