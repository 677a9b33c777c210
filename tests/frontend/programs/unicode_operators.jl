a ≈ b
a ≉ b
x ≤ y
x ≥ y
x ≠ y
q ÷ r
f ∘ g
A ⊗ B
x ∈ S
x ∉ S
A ⊆ B
a ⋅ b
a × b
√x
∛y
¬p
a ⊻ b
a ∪ b
a ∩ b
x → y
x ± y
a · b
a − b
