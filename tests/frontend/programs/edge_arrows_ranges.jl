x → y
x <--> y
x --> y
x .--> y
x -->₁ y
a..b
a … b
a .… b
x:y...
x..y...
x...
a + b .+ c
a +₁ b +₁ c
a .+ b .+ c
-2*x
