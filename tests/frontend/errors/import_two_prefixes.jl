import A: x, B: y
