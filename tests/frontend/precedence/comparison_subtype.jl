# `<:` and `>:` are syntax (not calls) when alone, and chain like other comparisons.
A <: B
A >: B
A <: B <: C
A <: B == C
A .<: B
<: B
f(<:)
