struct KS{K,T}
    dict::T
end
x = KS{Int,Vector{Int}}([1])
println(x)
