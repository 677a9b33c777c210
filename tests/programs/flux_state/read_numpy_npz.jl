# .npz archives that NumPy wrote: np.savez (stored entries) and np.savez_compressed (deflated), by
# tests/programs/flux_state/make_npz_fixtures.py. A C-order (2, 3) array is the Julia 3×2 array with
# the same bytes (read_npy's rule), so permutedims gives NumPy's view.
d = read_npz("data/compressed.npz")
println(sort(collect(keys(d))))
println(typeof(d["w"]), " ", d["w"])
println(permutedims(d["w"]))
println(d["b"], " ", d["n"])
p = read_npz("data/plain.npz")
println(p["w"] == d["w"], " ", p["b"] == d["b"])
