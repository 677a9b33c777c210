y = --x
