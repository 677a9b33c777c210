# A + B of arrays whose sizes disagree: Julia's promote_shape message (the longer axes tuple is `a`),
# and a 2x1 matrix plus a vector of 2, which promote_shape allows.
# Pending: the host words the message differently (core-bugs.md [h17]).
addsub(A, B) = A + B, A - B
println(addsub(reshape([1.0, 2.0], 2, 1), [10.0, 20.0]))
println(addsub([1.0 2.0; 3.0 4.0], [1.0, 2.0]))
