# round/floor/ceil/trunc with digits= on staged numbers and in broadcasts: Julia rounds x * 10^d (or
# x / 10^-d) to an integer in x's type and scales back; an Int argument is rounded as float(x).
r(x) = (round(x[1]; digits = 2), round(x[1]; digits = -2), floor(x[1]; digits = 1), ceil(x[1]; digits = 1),
        trunc(-x[1]; digits = 1), round(x[1]; digits = 0))
println(r([1234.5678]))
println(r([-0.125]))
println(r(Float32[2.71828]))
ints(n) = (round(n[1]; digits = 1), round(n[1]; digits = -1), floor(n[1]; digits = -1))
println(ints([1234]))
rb(x) = round.(x; digits = 3)
println(rb([0.0005, 0.0015, -1.23456, 1e-9]))
fb(x) = (floor.(x; digits = 1), ceil.(x; digits = 1))
println(fb([1.25, -1.25, 3.0]))
