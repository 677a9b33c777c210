# An IDX file with an unknown element type code, 0x07 (make_idx_fixtures.py).
read_idx("data/badtype.idx")
