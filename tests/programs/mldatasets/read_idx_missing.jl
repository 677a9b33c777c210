# A missing file is a SystemError naming it.
read_idx("data/no-such-file.idx")
