sign_of(x) = x > 0 ? 1 : x < 0 ? -1 : 0
clip(x, lo, hi) = x < lo ? lo : (x > hi ? hi : x)
v = cond ? f(x) : g(y) + 1
w = a ? b => c : d
u = (a ? b : c) ? d : e
