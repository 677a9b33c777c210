getfield(m, :W)
getfield(t, 1)
nfields(x)
fieldnames(typeof(m))
setfield!(obj, :n, 2)
typeof(x) <: AbstractFloat
isa(x, Float32)
eltype(x) === Float32
T = typeof(x)
Core.Typeof(y)
