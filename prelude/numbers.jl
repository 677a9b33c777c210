# The part of Julia's number support that is naturally Julia (base/promotion.jl, number.jl,
# irrationals.jl, mathconstants.jl, intfuncs.jl, floatfuncs.jl, div.jl, math.jl). Arithmetic,
# conversions, rounding, elementary functions and parsing of the primitive numbers are C++
# builtins (src/compiler/builtins_numbers.cpp and friends); this file builds on them.

export MathConstants, Inf, Inf16, Inf32, Inf64, NaN, NaN16, NaN32, NaN64, π, pi, ℯ, ≈, ≉, AbstractIrrational, Irrational,
       RoundingMode, RoundNearest, RoundToZero, RoundUp, RoundDown, RoundFromZero, RoundNearestTiesAway,
       RoundNearestTiesUp

# ---- constants ----

const Inf64 = typemax(Float64)
const Inf = Inf64
# NaN's bit patterns as Julia's float.jl writes them (0.0/0.0 on x86 has the sign bit set).
const NaN64 = reinterpret(Float64, 0x7ff8000000000000)
const NaN = NaN64
const Inf32 = typemax(Float32)
const NaN32 = reinterpret(Float32, 0x7fc00000)
const Inf16 = typemax(Float16)
const NaN16 = reinterpret(Float16, 0x7e00)

# ---- promotion ----

promote_rule(::Type, ::Type) = Union{}
promote_type(T) = T
promote_type(T, S, U, rest...) = promote_type(promote_type(T, S), U, rest...)
promote() = ()
promote(x) = (x,)
function promote(x, y)
    T = promote_type(typeof(x), typeof(y))
    return (convert(T, x), convert(T, y))
end
function promote(x, y, z, rest...)
    T = promote_type(typeof(x), typeof(y), typeof(z), map(typeof, rest)...)
    return (convert(T, x), convert(T, y), convert(T, z), map(v -> convert(T, v), rest)...)
end
oftype(x, y) = convert(typeof(x), y)
\(x::Number, y::Number) = y / x   # left division: 2 \ 6 == 3.0 (operators.jl)
oneunit(x) = one(x)
inv(x::Number) = one(x) / x
inv(x::Integer) = float(one(x)) / float(x)

# Integer(x), Signed(x), Unsigned(x), AbstractFloat(x) as boot.jl and float.jl define them.
Integer(x::Integer) = x
Integer(x::AbstractFloat) = Int(x)
Signed(x::Union{Float16,Float32,Float64,Bool}) = Int(x)
Signed(x::Unsigned) = convert(typeof(signed(x)), x)
Unsigned(x::Signed) = convert(typeof(unsigned(x)), x)
Unsigned(x::Union{Float16,Float32,Float64,Bool}) = UInt(x)
AbstractFloat(x::Real) = float(x)
# float(A): the same array when its elements are floats already, else a float copy (float.jl).
float(A::AbstractArray) = eltype(A) <: AbstractFloat ? A : map(float, A)
float(r::UnitRange) = float(first(r)):float(last(r))
float(r::StepRange) = float(first(r)):float(step(r)):float(last(r))

# unsafe_trunc (float.jl): trunc without the range check. Out of range the result is arbitrary in
# Julia; here it is what x86's conversion gives (typemin(Int64), "integer indefinite") wrapped to T.
function unsafe_trunc(::Type{T}, x::Union{Float16,Float32,Float64}) where {T<:Union{Int8,Int16,Int32,Int64,UInt8,UInt16,UInt32,UInt64}}
    t = trunc(x)
    T === UInt64 && 9.223372036854775808e18 <= t < 1.8446744073709551616e19 && return UInt64(t)
    return isfinite(t) && -9.223372036854775808e18 <= t < 9.223372036854775808e18 ? Int64(t) % T : typemin(Int64) % T
end

# ---- irrational constants: π, ℯ (base/irrationals.jl, base/mathconstants.jl) ----

abstract type AbstractIrrational <: Real end
struct Irrational{sym} <: AbstractIrrational end
Irrational{s}() where {s} = __new(Irrational{s})

const π = Irrational{:π}()
const pi = π
const ℯ = Irrational{:ℯ}()

# The nearest Float64 and Float32 of each constant, and on which side of the exact value they lie
# (for < and <=, which Julia decides exactly).
Float64(::Irrational{:π}) = 3.141592653589793
Float32(::Irrational{:π}) = 3.1415927f0
Float64(::Irrational{:ℯ}) = 2.718281828459045
Float32(::Irrational{:ℯ}) = 2.7182817f0
__irrational_f64_below(::Irrational{:π}) = true
__irrational_f32_below(::Irrational{:π}) = false
__irrational_f64_below(::Irrational{:ℯ}) = true
__irrational_f32_below(::Irrational{:ℯ}) = false
Float16(x::AbstractIrrational) = Float16(Float32(x))
float(x::AbstractIrrational) = Float64(x)
AbstractFloat(x::AbstractIrrational) = Float64(x)
float(::Type{T}) where {T<:AbstractIrrational} = Float64
convert(::Type{T}, x::AbstractIrrational) where {T<:AbstractFloat} = T(x)

show(io::IO, x::Irrational{sym}) where {sym} = print(io, sym)

promote_rule(::Type{S}, ::Type{Float16}) where {S<:AbstractIrrational} = Float16
promote_rule(::Type{S}, ::Type{Float32}) where {S<:AbstractIrrational} = Float32
promote_rule(::Type{S}, ::Type{T}) where {S<:AbstractIrrational,T<:AbstractIrrational} = Float64
promote_rule(::Type{S}, ::Type{T}) where {S<:AbstractIrrational,T<:Real} = promote_type(Float64, T)

==(::Irrational{s}, ::Irrational{s}) where {s} = true
==(::AbstractIrrational, ::AbstractIrrational) = false
==(x::AbstractIrrational, y::Real) = false
==(x::Real, y::AbstractIrrational) = false
<(::Irrational{s}, ::Irrational{s}) where {s} = false
<(x::AbstractIrrational, y::AbstractIrrational) = Float64(x) < Float64(y)
<=(::Irrational{s}, ::Irrational{s}) where {s} = true
<=(x::AbstractIrrational, y::AbstractIrrational) = x == y || x < y
# An irrational is never equal to a float: compare against its rounding up or down.
__irrational_up(x, ::Type{Float64}) = __irrational_f64_below(x) ? nextfloat(Float64(x)) : Float64(x)
__irrational_down(x, ::Type{Float64}) = __irrational_f64_below(x) ? Float64(x) : prevfloat(Float64(x))
__irrational_up(x, ::Type{Float32}) = __irrational_f32_below(x) ? nextfloat(Float32(x)) : Float32(x)
__irrational_down(x, ::Type{Float32}) = __irrational_f32_below(x) ? Float32(x) : prevfloat(Float32(x))
<(x::AbstractIrrational, y::Float64) = __irrational_up(x, Float64) <= y
<(x::Float64, y::AbstractIrrational) = x <= __irrational_down(y, Float64)
<(x::AbstractIrrational, y::Float32) = __irrational_up(x, Float32) <= y
<(x::Float32, y::AbstractIrrational) = x <= __irrational_down(y, Float32)
<(x::AbstractIrrational, y::Float16) = __irrational_up(x, Float32) <= y
<(x::Float16, y::AbstractIrrational) = x <= __irrational_down(y, Float32)
<=(x::AbstractIrrational, y::AbstractFloat) = x < y
<=(x::AbstractFloat, y::AbstractIrrational) = x < y
# > and >= are Julia's generic `y < x` (the Number builtins would promote both to one float first).
>(x::AbstractIrrational, y::Real) = y < x
>(x::Real, y::AbstractIrrational) = y < x
>(x::AbstractIrrational, y::AbstractIrrational) = y < x
>=(x::AbstractIrrational, y::Real) = y <= x
>=(x::Real, y::AbstractIrrational) = y <= x
>=(x::AbstractIrrational, y::AbstractIrrational) = y <= x
isfinite(::AbstractIrrational) = true
isinteger(::AbstractIrrational) = false
iszero(::AbstractIrrational) = false
isone(::AbstractIrrational) = false
-(x::AbstractIrrational) = -Float64(x)
+(x::AbstractIrrational, y::AbstractIrrational) = Float64(x) + Float64(y)
-(x::AbstractIrrational, y::AbstractIrrational) = Float64(x) - Float64(y)
*(x::AbstractIrrational, y::AbstractIrrational) = Float64(x) * Float64(y)
/(x::AbstractIrrational, y::AbstractIrrational) = Float64(x) / Float64(y)
*(x::Bool, y::AbstractIrrational) = ifelse(x, Float64(y), 0.0)
zero(::AbstractIrrational) = false
one(::AbstractIrrational) = true
sign(x::AbstractIrrational) = sign(Float64(x))
# sin(π), cos(π), tan(π) and cot(π) are exact (mathconstants.jl); ℯ^x is exp(x); log(ℯ, x) is log(x).
sin(::Irrational{:π}) = 0.0
cos(::Irrational{:π}) = -1.0
tan(::Irrational{:π}) = 0.0
cot(::Irrational{:π}) = -1 / 0
sincos(::Irrational{:π}) = (0.0, -1.0)
^(::Irrational{:ℯ}, x::Number) = exp(x)
log(::Irrational{:ℯ}) = 1
log(::Irrational{:ℯ}, x::Number) = log(x)

# Base.MathConstants (mathconstants.jl): γ, φ and catalan besides π and ℯ, whose nearest Float64
# and Float32 and their side of the exact value come from mpmath (tests/oracles/numerics/README.md).
Float64(::Irrational{:γ}) = 0.5772156649015329
Float32(::Irrational{:γ}) = 0.5772157f0
__irrational_f64_below(::Irrational{:γ}) = false
__irrational_f32_below(::Irrational{:γ}) = false
Float64(::Irrational{:φ}) = 1.618033988749895
Float32(::Irrational{:φ}) = 1.618034f0
__irrational_f64_below(::Irrational{:φ}) = false
__irrational_f32_below(::Irrational{:φ}) = false
Float64(::Irrational{:catalan}) = 0.915965594177219
Float32(::Irrational{:catalan}) = 0.9159656f0
__irrational_f64_below(::Irrational{:catalan}) = true
__irrational_f32_below(::Irrational{:catalan}) = false
module MathConstants
export π, pi, ℯ, e, γ, eulergamma, φ, golden, catalan
const π = Base.π
const pi = Base.π
const ℯ = Base.ℯ
const e = Base.ℯ
const γ = Base.Irrational{:γ}()
const eulergamma = γ
const φ = Base.Irrational{:φ}()
const golden = φ
const catalan = Base.Irrational{:catalan}()
end

# ---- rounding modes ----

struct RoundingMode{T} end
RoundingMode{T}() where {T} = __new(RoundingMode{T})
const RoundNearest = RoundingMode{:Nearest}()
const RoundToZero = RoundingMode{:ToZero}()
const RoundUp = RoundingMode{:Up}()
const RoundDown = RoundingMode{:Down}()
const RoundFromZero = RoundingMode{:FromZero}()
const RoundNearestTiesAway = RoundingMode{:NearestTiesAway}()
const RoundNearestTiesUp = RoundingMode{:NearestTiesUp}()

# ---- division with a rounding mode, divrem, fldmod, mod1 (base/div.jl) ----

div(x, y, ::RoundingMode{:ToZero}) = div(x, y)
div(x, y, ::RoundingMode{:Down}) = fld(x, y)
div(x, y, ::RoundingMode{:Up}) = cld(x, y)
div(x::Integer, y::Integer, r::RoundingMode{:Nearest}) = divrem(x, y, r)[1]
div(x::Integer, y::Integer, r::RoundingMode{:NearestTiesAway}) = divrem(x, y, r)[1]
div(x::Integer, y::Integer, r::RoundingMode{:NearestTiesUp}) = divrem(x, y, r)[1]
rem(x, y, ::RoundingMode{:ToZero}) = rem(x, y)
rem(x, y, ::RoundingMode{:Down}) = mod(x, y)
rem(x, y, ::RoundingMode{:Up}) = mod(x, -y)
rem(x::Integer, y::Integer, r::RoundingMode{:Nearest}) = divrem(x, y, r)[2]
rem(x, y, r::RoundingMode{:Nearest}) = x - y * div(x, y, r)
rem(x::T, y::T, ::RoundingMode{:Nearest}) where {T<:Union{Float16,Float32,Float64}} = __remainder(x, y)
div(x::T, y::T, r::RoundingMode{:Nearest}) where {T<:AbstractFloat} = convert(T, round((x - rem(x, y, r)) / y))
div(x::Real, y::Real, r::RoundingMode{:Nearest}) = div(promote(x, y)..., r)

divrem(x, y) = divrem(x, y, RoundToZero)
fldmod(x, y) = divrem(x, y, RoundDown)
divrem(x::AbstractFloat, y::AbstractFloat, ::RoundingMode{:ToZero}) = (div(x, y), rem(x, y))
divrem(x::AbstractFloat, y::AbstractFloat, ::RoundingMode{:Down}) = (fld(x, y), mod(x, y))
function divrem(x, y, r::RoundingMode)
    d = div(x, y, r)
    return (d, x - d * y)
end
function divrem(x, y, ::RoundingMode{:ToZero})
    d = div(x, y)
    return (d, x - d * y)
end
function divrem(x, y, ::RoundingMode{:Down})
    d = fld(x, y)
    return (d, x - d * y)
end
function divrem(x::Integer, y::Integer, ::RoundingMode{:Nearest})
    (q, r) = divrem(x, y)
    if x >= 0
        if y >= 0
            return r >= (y ÷ 2) + (isodd(y) | iseven(q)) ? (q + true, r - y) : (q, r)
        else
            return r >= -(y ÷ 2) + (isodd(y) | iseven(q)) ? (q - true, r + y) : (q, r)
        end
    elseif y >= 0
        return r <= -signed(y ÷ 2) - (isodd(y) | iseven(q)) ? (q - true, r + y) : (q, r)
    else
        return r <= (y ÷ 2) - (isodd(y) | iseven(q)) ? (q + true, r - y) : (q, r)
    end
end
function divrem(x::Integer, y::Integer, ::RoundingMode{:NearestTiesAway})
    (q, r) = divrem(x, y)
    if x >= 0
        if y >= 0
            return r >= (y ÷ 2) + isodd(y) ? (q + true, r - y) : (q, r)
        else
            return r >= -(y ÷ 2) + isodd(y) ? (q - true, r + y) : (q, r)
        end
    elseif y >= 0
        return r <= -signed(y ÷ 2) - isodd(y) ? (q - true, r + y) : (q, r)
    else
        return r <= (y ÷ 2) - isodd(y) ? (q + true, r - y) : (q, r)
    end
end
function divrem(x::Integer, y::Integer, ::RoundingMode{:NearestTiesUp})
    (q, r) = divrem(x, y)
    if x >= 0
        if y >= 0
            return r >= (y ÷ 2) + isodd(y) ? (q + true, r - y) : (q, r)
        else
            return r >= -(y ÷ 2) + true ? (q - true, r + y) : (q, r)
        end
    elseif y >= 0
        return r <= -signed(y ÷ 2) - true ? (q - true, r + y) : (q, r)
    else
        return r <= (y ÷ 2) - isodd(y) ? (q + true, r - y) : (q, r)
    end
end
mod1(x::T, y::T) where {T<:Real} = (m = mod(x, y); ifelse(m == 0, y, m))
mod1(x::Real, y::Real) = mod1(promote(x, y)...)
fld1(x::T, y::T) where {T<:Real} = (m = mod1(x, y); fld(x + y - m, y))
fld1(x::Real, y::Real) = fld1(promote(x, y)...)
fldmod1(x, y) = (fld1(x, y), mod1(x, y))

# x^n for a literal n (what Julia lowers `x^2` to): x*x and friends, floats for negative powers.
literal_pow(f, x, ::Val{p}) where {p} = p < 0 && x isa Union{Int8,Int16,Int32,Int64,UInt8,UInt16,UInt32,UInt64} ?
    f(Float64(x), p) : p < 0 && !(x isa AbstractFloat) ? f(inv(x), -p) : f(x, p)
literal_pow(::typeof(^), x::Union{Int8,Int16,Int32,Int64,UInt8,UInt16,UInt32,UInt64,Float16,Float32,Float64}, ::Val{0}) = one(x)
literal_pow(::typeof(^), x::Union{Int8,Int16,Int32,Int64,UInt8,UInt16,UInt32,UInt64,Float16,Float32,Float64}, ::Val{1}) = x
literal_pow(::typeof(^), x::Union{Int8,Int16,Int32,Int64,UInt8,UInt16,UInt32,UInt64,Float16,Float32,Float64}, ::Val{2}) = x * x
literal_pow(::typeof(^), x::Union{Int8,Int16,Int32,Int64,UInt8,UInt16,UInt32,UInt64,Float16,Float32,Float64}, ::Val{3}) = x * x * x
literal_pow(::typeof(^), x::AbstractFloat, ::Val{-1}) = inv(x)
literal_pow(::typeof(^), x::Union{Float16,Float32,Float64}, ::Val{-2}) = (i = inv(x); i * i)
literal_pow(::typeof(^), ::Irrational{:ℯ}, ::Val{p}) where {p} = exp(p)

# ---- comparison, clamping, extrema ----

# isequal on floats (base/operators.jl): NaN is isequal to NaN, -0.0 is not isequal to 0.0.
isequal(x::AbstractFloat, y::AbstractFloat) = (isnan(x) & isnan(y)) | (signbit(x) == signbit(y)) & (x == y)
isequal(x::Real, y::AbstractFloat) = (isnan(x) & isnan(y)) | (signbit(x) == signbit(y)) & (x == y)
isequal(x::AbstractFloat, y::Real) = (isnan(x) & isnan(y)) | (signbit(x) == signbit(y)) & (x == y)

ifelse(c::Bool, x, y) = c ? x : y
max(x) = x
min(x) = x
max(a, b, c, xs...) = max(max(a, b), c, xs...)
min(a, b, c, xs...) = min(min(a, b), c, xs...)
minmax(x, y) = isless(y, x) ? (y, x) : (x, y)
minmax(x::T, y::T) where {T<:AbstractFloat} = (min(x, y), max(x, y))
cmp(x, y) = isless(x, y) ? -1 : isless(y, x) ? 1 : 0
cmp(x::Integer, y::Integer) = ifelse(x < y, -1, ifelse(y < x, 1, 0))
function clamp(x::X, lo::L, hi::H) where {X,L,H}
    T = promote_type(X, L, H)
    return (x > hi) ? convert(T, hi) : (x < lo) ? convert(T, lo) : convert(T, x)
end
function clamp(x, ::Type{T}) where {T<:Integer}
    lo = typemin(T)
    hi = typemax(T)
    return (x > hi) ? hi : (x < lo) ? lo : convert(T, x)
end
function clamp!(x::AbstractArray, lo, hi)
    for i in eachindex(x)
        x[i] = clamp(x[i], lo, hi)
    end
    return x
end

# isapprox with Julia's default tolerances: rtol is √eps of the less precise float type, or 0
# when atol > 0 or both are integers.
__rtoldefault(::Type{T}) where {T<:AbstractFloat} = sqrt(eps(T))
__rtoldefault(::Type{T}) where {T<:Real} = 0
function rtoldefault(x, y, atol)
    rtol = max(__rtoldefault(typeof(x)), __rtoldefault(typeof(y)))
    return atol > 0 ? zero(rtol) : rtol
end
function isapprox(x::Number, y::Number; atol::Real = 0, rtol::Real = rtoldefault(x, y, atol), nans::Bool = false,
                  norm::Function = abs)
    xp, yp = promote(x, y)
    return x == y || (isfinite(x) && isfinite(y) && norm(x - y) <= max(atol, rtol * max(norm(xp), norm(yp)))) ||
           (nans && isnan(x) && isnan(y))
end
function isapprox(x::Integer, y::Integer; atol::Real = 0, rtol::Real = rtoldefault(x, y, atol), nans::Bool = false,
                  norm::Function = abs)
    if norm === abs && atol < 1 && rtol == 0
        return x == y
    else
        lo, hi = x < y ? (x, y) : (y, x)
        return norm(hi - lo) <= max(atol, rtol * max(norm(lo), norm(hi)))
    end
end
isapprox(y; kwargs...) = x -> isapprox(x, y; kwargs...)
const ≈ = isapprox
≉(args...; kws...) = !isapprox(args...; kws...)

# ---- integer functions (base/intfuncs.jl, base/combinatorics.jl) ----

function gcd(a::T, b::T) where {T<:Integer}
    a == 0 && return abs(b)
    b == 0 && return abs(a)
    if a isa Signed && a == typemin(T) && a == b
        throw(OverflowError("gcd($a, $b) overflows"))
    end
    while b != 0
        t = b
        b = rem(a, b)
        a = t
    end
    r = abs(a)
    r < 0 && throw(OverflowError("gcd($a, $b) overflows"))
    return r
end
gcd(a::Integer) = abs(a)
gcd(a::Integer, b::Integer) = gcd(promote(a, b)...)
gcd(a::Integer, b::Integer, c::Integer...) = gcd(a, gcd(b, c...))
function lcm(a::T, b::T) where {T<:Integer}
    (a == 0 || b == 0) && return zero(a)
    return abs(a * div(b, gcd(b, a)))
end
lcm(a::Integer) = abs(a)
lcm(a::Integer, b::Integer) = lcm(promote(a, b)...)
lcm(a::Integer, b::Integer, c::Integer...) = lcm(a, lcm(b, c...))
gcd(v::AbstractArray) = reduce(gcd, v; init = zero(eltype(v)))
lcm(v::AbstractArray) = isempty(v) ? one(eltype(v)) : reduce(lcm, v)

const __factorial_table = [1, 2, 6, 24, 120, 720, 5040, 40320, 362880, 3628800, 39916800, 479001600, 6227020800,
                           87178291200, 1307674368000, 20922789888000, 355687428096000, 6402373705728000,
                           121645100408832000, 2432902008176640000]
function factorial(n::Union{Int64,UInt64})
    n < 0 && throw(DomainError(n, "`n` must not be negative."))
    n > 20 && throw(OverflowError("$n is too large to look up in the table; consider using `factorial(big($n))` instead"))
    n == 0 && return one(n)
    return oftype(n, __factorial_table[n])
end
factorial(n::Union{Int8,Int16,Int32,UInt8,UInt16,UInt32}) = factorial(Int64(n))

function binomial(n::T, k::T) where {T<:Integer}
    n0, k0 = n, k
    k < 0 && return zero(T)
    sgn = one(T)
    if n < 0
        n = -n + k - one(T)
        if isodd(k)
            sgn = -sgn
        end
    end
    k > n && return zero(T)
    (k == 0 || k == n) && return sgn
    k == 1 && return sgn * n
    if k > (n >> 1)
        k = (n - k)
    end
    x = nn = n - k + one(T)
    nn += one(T)
    rr = T(2)
    while rr <= k
        xt = __mul_div_checked(x, nn, rr)
        xt === nothing && throw(OverflowError("binomial($n0, $k0) overflows"))
        x = xt
        rr += one(T)
        nn += one(T)
    end
    return copysign(x, sgn)
end
binomial(n::Integer, k::Integer) = binomial(promote(n, k)...)

function isqrt(x::Integer)
    x == 0 && return x
    s = oftype(x, trunc(sqrt(float(x))))
    s = (s + div(x, s)) >> 1
    return s * s > x ? s - one(s) : s
end
ispow2(x::Integer) = x > 0 && count_ones(x) == 1

# nextpow/prevpow as intfuncs.jl: a fast path for a == 2 with an integer x (in x's type), else
# from log(a, x) with checks for its rounding either way.
__nextpow2(x::Integer) = x <= 1 ? one(x) : oneunit(x) << (8 * sizeof(x) - leading_zeros(x - oneunit(x)))
__prevpow2(x::Integer) = oneunit(x) << (8 * sizeof(x) - 1 - leading_zeros(x))
function nextpow(a::Real, x::Real)
    x <= 0 && throw(DomainError(x, "`x` must be positive."))
    a == 2 && x isa Integer && return __nextpow2(x)
    a <= 1 && throw(DomainError(a, "`a` must be greater than 1."))
    x <= 1 && return one(a)
    n = ceil(Integer, log(a, x))
    p = a^(n - 1)
    x > typemax(p) && throw(DomainError(x, "argument is beyond the range of type of the base"))
    p >= x && return p
    wp = a^n
    wp > p || throw(OverflowError("result is beyond the range of type of the base"))
    wp >= x && return wp
    wwp = a^(n + 1)
    wwp > wp || throw(OverflowError("result is beyond the range of type of the base"))
    return wwp
end
function prevpow(a::Real, x::Real)
    x < 1 && throw(DomainError(x, "`x` must be ≥ 1."))
    a == 2 && x isa Integer && return __prevpow2(x)
    a <= 1 && throw(DomainError(a, "`a` must be greater than 1."))
    n = floor(Integer, log(a, x))
    p = a^n
    x > typemax(p) && throw(DomainError(x, "argument is beyond the range of type of the base"))
    if a isa Integer
        wp = a * p
        wp <= x && div(wp, a) == p && return wp
    else
        wp = a^(n + 1)
        wp <= x && return wp
    end
    p <= x && return p
    return a^(n - 1)
end
ispow2(x::AbstractFloat) = !iszero(x) && frexp(x)[1] == 0.5

# ---- polynomials, degrees and friends (base/math.jl) ----

function evalpoly(x, p)
    N = length(p)
    ex = p[end]
    for i in N-1:-1:1
        ex = muladd(x, ex, p[i])
    end
    return ex
end
sincos(x) = (sin(x), cos(x))
sincospi(x) = (sinpi(x), cospi(x))
sincosd(x) = (sind(x), cosd(x))
secd(x) = inv(cosd(x))
cscd(x) = inv(sind(x))
cotd(x) = inv(tand(x))
asind(x) = rad2deg(asin(x))
acosd(x) = rad2deg(acos(x))
atand(y) = rad2deg(atan(y))
atand(y, x) = rad2deg(atan(y, x))
asec(x) = acos(inv(x))
acsc(x) = asin(inv(x))
acot(x) = atan(inv(x))
sech(x) = inv(cosh(x))
csch(x) = inv(sinh(x))
coth(x) = inv(tanh(x))
fourthroot(x) = sqrt(sqrt(x))
# rem2pi/mod2pi (math.jl): Float64 reduction in C++ (builtins_trig.cpp); other types through Float64.
rem2pi(x::Float64, ::RoundingMode{:Nearest}) = __rem2pi(x, 0)
rem2pi(x::Float64, ::RoundingMode{:ToZero}) = __rem2pi(x, 1)
rem2pi(x::Float64, ::RoundingMode{:Down}) = __rem2pi(x, 2)
rem2pi(x::Float64, ::RoundingMode{:Up}) = __rem2pi(x, 3)
rem2pi(x::Union{Float16,Float32}, r::RoundingMode) = oftype(x, rem2pi(Float64(x), r))
rem2pi(x::Integer, r::RoundingMode) = rem2pi(float(x), r)
mod2pi(x) = rem2pi(x, RoundDown)
# sinc(x) = sin(πx)/(πx) with a Taylor polynomial near zero (math.jl's _sinc thresholds).
sinc(x::Real) = __sinc(float(x))
__sinc(x::AbstractFloat) = iszero(x) ? one(x) : isinf(x) ? zero(x) : sinpi(x) / (pi * x)
__sinc(x::Float64) = abs(x) < 0.001 ? evalpoly(x^2, (1.0, -Float64(pi)^2 / 6, Float64(pi)^4 / 120)) :
                     isinf(x) ? zero(x) : sinpi(x) / (pi * x)
__sinc(x::Float32) = abs(x) < 0.05f0 ? evalpoly(x^2, (1.0f0, -Float32(pi)^2 / 6, Float32(pi)^4 / 120)) :
                     isinf(x) ? zero(x) : sinpi(x) / (pi * x)
modf(x::AbstractFloat) = isinf(x) ? (copysign(zero(x), x), x) : (copysign(x - trunc(x), x), trunc(x))

real(x::Real) = x
imag(x::Real) = zero(x)
conj(x::Real) = x
isreal(x::Real) = true
