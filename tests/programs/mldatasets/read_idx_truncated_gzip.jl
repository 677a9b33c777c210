# A gzipped IDX file cut in half (make_idx_fixtures.py).
read_idx("data/truncated.idx.gz")
