# An IDX file whose data is 5 bytes short (make_idx_fixtures.py).
read_idx("data/truncated.idx")
