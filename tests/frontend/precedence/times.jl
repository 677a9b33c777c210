# `* / ÷ % & ∘ \ ⋅ ×` are left associative; only `*` chains into one call.
a * b * c
a / b / c
a * b / c
a / b * c
a ÷ b % c
a & b & c
f ∘ g ∘ h
a \ b \ c
a ⋅ b × c
a * b * c / d
2a * b
a .* b .* c
