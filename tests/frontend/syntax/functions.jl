square(x) = x^2
function axpy(a, x, y)
    return a * x + y
end
function kw(x, y = 1; scale::Real = 2, rest...)
    scale * (x + y)
end
# In the short form `where` binds to the return type, as in Julia: f(x)::(T where T) = ...
typed(x::T, y::T)::T where {T<:Number} = x + y
function Base.show(io::IO, m::MyLayer)
    print(io, "MyLayer(", size(m.W), ")")
end
(m::MyLayer)(x::AbstractArray) = m.W * x
anon = (x, y) -> x + y
single = x -> 2x
noargs = () -> nothing
block_lambda = function (x)
    x + 1
end
function noop end
vararg(xs...) = sum(xs)
splatcall = f(args...; kwargs...)
compose = sin ∘ cos
