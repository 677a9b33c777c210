# Math functions broadcast over arrays (staged as one elementwise expression per call), on Float64,
# Float32 and Int arrays; printed to 6 digits.
r6(x) = round.(x; digits = 6)
exps(x) = (exp.(x), expm1.(x), exp2.(x), log.(abs.(x) .+ 1), log1p.(abs.(x)), log2.(x .^ 2 .+ 1), log10.(abs.(x) .+ 0.5))
trig(x) = (sin.(x), cos.(x), tan.(x), atan.(x), atan.(x, 2.0), asin.(x ./ 4), acos.(x ./ 4))
hyper(x) = (sinh.(x), cosh.(x), tanh.(x), asinh.(x), sqrt.(abs.(x)), cbrt.(x), inv.(x .+ 3))
for fam in (exps, trig, hyper)
    for t in fam([-1.5, 0.25, 2.0])
        println(r6(t))
    end
end
println(r6(tanh.(Float32[-1.0, 0.5])), " ", r6(sqrt.([4, 2])), " ", r6(exp.([0, 1])))
staged32(x) = (tanh.(x), sqrt.(x), exp.(x))
println(map(r6, staged32(Float32[0.5, 2.0])))
stagedint(n) = (sqrt.(abs.(n)), exp.(n), abs.(n), sign.(n), abs2.(n))
println(map(r6, stagedint([-3, 4])))
