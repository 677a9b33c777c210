a = Array{Float32}(undef, 2, 3)
b = Vector{Vector{Int}}()
c = Dict{Symbol,Any}()
d = Matrix{Float64}(I, 3, 3)
e = NamedTuple{(:a, :b)}((1, 2))
f = Tuple{Int,Int}[]
g = Val{2}()
h = Ref{Union{Nothing,Int}}(nothing)
