# `//` is left associative and binds tighter than `*`.
a // b // c
a * b // c
a // b * c
a // b + c
a // b << c
a .// b
