	z = f(a,	b]
