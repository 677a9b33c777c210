# One line per precedence level, loosest to tightest, each against its neighbours.
a = b => c ? d : e
a => b ? c : d
a ? b → c : d
a → b || c
a || b && c
a && b < c
a < b <| c
a <| b |> c
a |> b : c
a : b + c
a + b * c
a * b // c
a // b << c
a << b ^ c
-a ^ b
a ^ b :: C
a::B where C
a.b ^ c
