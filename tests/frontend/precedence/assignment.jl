# Assignment is the loosest level and right associative.
a = b = c
a += b -= c
a = b += c
a .= b .= c
a = b, c
a, b = c
a = b ? c : d
a = b => c
a = b || c
a = x -> y = 1
a ~ b ~ c
a = b ~ c
x := y := z
