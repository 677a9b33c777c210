# The same names written precomposed and decomposed are one name.
ŷ = 1
ŷ = 2
f(ŷ) = ŷ + ŷ
ŷ₁ = ŷ'
é = é
struct Pred
    ŷ::Vector{Float32}
end
