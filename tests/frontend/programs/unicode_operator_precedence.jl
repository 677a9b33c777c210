a ∪ b ∪ c
a ⋅ b ⋅ c
f ∘ g ∘ h
x ∈ a ∪ b
a ⊗ b + c
x ÷ y * z
a * b * c ÷ d * e
a .≈ b
x .∈ S
.√x
a ≤ b < c ≈ d
u ⊗ v ⊗ w
a ⊻ b ⊻ c
