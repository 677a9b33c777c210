# `-->` is syntax, other arrows are calls; all right associative, looser than `||`.
a --> b --> c
a → b → c
a ← b
a ↔ b
a --> b || c
a || b --> c
a .→ b
a → b --> c
