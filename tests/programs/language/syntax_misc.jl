# Blocks as values, juxtaposition, comparison chains, Unicode names and numeric literal forms.
v = begin
    a = 2
    a * 3
end
println(v)
w = (b = 4; b + 1)
println(w)
x = 3
println(2x, " ", 3(x + 1), " ", 2x^2, " ", -x^2)
println(1 < x < 5, " ", 1 < x > 5, " ", x == 3 == 3.0, " ", 1 <= 1 < 2 != 3)
α = 2
β₁ = 5
x̂ = α * β₁
println(x̂)
println(1_000_000 + 1, " ", 0x10, " ", 1e3, " ", 2.5e-3, " ", 1f0, " ", typeof(1f0))
println(7 ÷ 2, " ", 7 % 3, " ", -7 ÷ 2, " ", -7 % 3, " ", 2^10, " ", 7 / 2)
println(:sym, " ", typeof(:sym), " ", 'a' + 1, " ", "a" < "b")
# A semicolon separates statements on one line.
p = 1; q = 2; println(p + q)
# Operators as values and in a tuple.
fs = (+, -, *)
println([f(6, 3) for f in fs])
# `:` ranges with a type of step and `in`.
println(3 in 1:5, " ", 6 ∈ 1:5, " ", 2 ∉ (1, 3))
