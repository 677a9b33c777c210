# A .npz whose data does not match its CRC-32 (make_npz_fixtures.py flips one byte).
read_npz("data/corrupt.npz")
