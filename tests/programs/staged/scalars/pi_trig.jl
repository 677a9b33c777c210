# sinpi and cospi on staged numbers: exact zeros and ones at integers and half-integers (with Julia's
# signed zeros), others to 6 digits; an Int argument is a Float64; NaN passes through.
pis(x) = (sinpi(x[1]), cospi(x[1]))
for v in (0.0, -0.0, 0.5, 1.0, -1.0, 1.5, 2.0, -2.5, 3.0, 1.0e17, NaN)
    println(v, " ", pis([v]))
end
r6(t) = map(v -> round(v; digits = 6), t)
for v in (0.25, 1 / 3, -0.75, 2.2, 7.125)
    println(v, " ", r6(pis([v])))
end
println(pis([3]), " ", pis([-4]), " ", r6(pis(Float32[0.25])))
bpis(x) = (sinpi.(x), cospi.(x))
println(bpis([0.0, 0.5, 1.0, 1.5]))
