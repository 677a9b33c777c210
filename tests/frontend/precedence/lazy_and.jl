# `&&` is right associative and looser than comparisons.
a && b && c
a && b == c
a == b && c
a && b isa T
a .&& b
x > 0 && y > 0 && z > 0
