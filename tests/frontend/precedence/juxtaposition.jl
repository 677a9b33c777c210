# Juxtaposition binds tighter than `*` and `/`, looser than `^` and unary minus on numbers.
2x
2x * 3
1 / 2x
2x^2
-2x
2(a + b)
(a + b)c
2im
3x'
2π * r
