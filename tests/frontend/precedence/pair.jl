# `=>` is looser than `?:` and right associative.
a => b => c
a => b ? c : d
a ? b : c => d
a => b || c
(a => b) => c
a .=> b .=> c
a => b, c => d
f(a => b = c)
