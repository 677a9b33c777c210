map(+, a, b)
reduce(*, xs)
sum(abs2, x)
(+)(1, 2)
+(1, 2)
f = +
g = (-)
op = .+
foldl(∘, fs)
broadcast(*, a, b)
Base.:(==)(a::T, b::T) = true
Base.:*(x::M, y::M) = x
