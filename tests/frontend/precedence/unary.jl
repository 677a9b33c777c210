# Prefix operators bind tighter than binary ones, looser than `^` and calls.
-a * b
-a + b
!a && b
-a'
√a^b
√a * b
-f(x)
-a[1]
+a.b
-(a + b)
!-a
¬a ∨ b
~a & b
