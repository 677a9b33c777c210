# `||` is right associative and looser than `&&`.
a || b || c
a || b && c
a && b || c
a || b < c
a .|| b .|| c
!a || !b
