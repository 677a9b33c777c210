# typemin(Int) ÷ -1 overflows: Julia raises a DivideError for it (int.jl).
println(typemin(Int) ÷ 1, " ", rem(typemin(Int), -1))
println(typemin(Int) ÷ -1)
