# `:` takes two or three operands; a fourth starts a new range.
a:b
a:b:c
a:b:c:d
a:b:c:d:e
a + 1:b - 1
a:b+c
-1:1
a..b
a .. b + c
(a:b)...
