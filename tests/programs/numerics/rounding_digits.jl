# round/floor/ceil/trunc with digits=, sigdigits= and base= (base/floatfuncs.jl); the examples
# of Julia's docstrings first.
println(round(pi; digits=2), " ", round(pi; digits=3, base=2), " ", round(123.456; sigdigits=2))
println(round(357.913; sigdigits=4, base=2), " ", trunc(-2.22, digits=1), " ", round(pi, digits=4))
println(round(1234.5678, digits=-2), " ", round(12345.678, sigdigits=3), " ", round(0.000123456, sigdigits=2))
println(floor(2.567, digits=2), " ", ceil(2.561, digits=2), " ", trunc(-2.567, digits=1), " ", floor(-2.561, digits=2))
println(round(2.5, digits=0), " ", round(0.375, digits=2), " ", round(-0.125, digits=2), " ", round(1.5e-10, digits=3))
println(round(1.0e20, digits=2), " ", round(7.0, sigdigits=1), " ", round(0.0, sigdigits=3), " ", round(Inf, digits=2))
println(round(Float32(pi), digits=3), " ", typeof(round(Float32(pi), digits=3)), " ", round(2.0, digits=1, base=2))
println(round(pi, RoundUp, digits=2), " ", round(pi, RoundDown; sigdigits=3), " ", ceil(1234.1, sigdigits=2))
