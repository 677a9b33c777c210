y = x.
