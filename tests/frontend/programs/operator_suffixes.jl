a +₁ b
a ⊗₂ b
a *′ b
a .+₁ b
x -->₁ y
c = a ≈′ b
