# Base.MathConstants (mathconstants.jl): Irrational constants print by name and become floats of
# the precision they meet. Float64/Float32 values: mpmath (tests/oracles/numerics/README.md).
println(MathConstants.golden, " ", MathConstants.eulergamma, " ", MathConstants.catalan, " ", MathConstants.e === ℯ)
println(Float64(MathConstants.golden), " ", Float32(MathConstants.golden), " ", Float64(MathConstants.γ), " ", Float32(MathConstants.γ))
println(2 * MathConstants.catalan, " ", MathConstants.φ > 1.618033988749895, " ", MathConstants.catalan > 0.915965594177219)
using Base.MathConstants
println(golden, " ", γ, " ", φ * φ - φ, " ", typeof(γ + 1.0f0), " ", e)
