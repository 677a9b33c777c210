# A .npz cut after 150 bytes (make_npz_fixtures.py).
using Flux
Flux.loadmodel("data/truncated.npz", Chain(Dense(3 => 2)))
