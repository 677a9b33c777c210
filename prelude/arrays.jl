# Ranges and arrays: the parts of Julia's base/range.jl, twiceprecision.jl, broadcast.jl, array.jl
# and abstractarray.jl that are naturally Julia. The range families, their element access and the
# twice-precision arithmetic are C++ (builtins_array_ranges.cpp, builtins_array_float_ranges.cpp);
# so are the array kernels this file calls (builtins_array_*.cpp).

# UnitRange and StepRange are core types whose supertype is AbstractVector, not AbstractRange, so
# methods for every range name them with AbstractRange (StepRangeLen, LinRange) in a Union.
const __OrdinalRange = Union{UnitRange, StepRange}
const __AnyRange = Union{UnitRange, StepRange, AbstractRange}

# ---- range(...) (range.jl) ----

range(start; length = nothing, stop = nothing, step = nothing) = __range(start, step, stop, length)
range(start, stop; length = nothing, step = nothing) = __range(start, step, stop, length)
range(start, stop, length::Integer) = __range(start, nothing, stop, length)

# From start to stop, no length.
__range(start, step, stop, ::Nothing) = (:)(start, step, stop)
__range(start, ::Nothing, stop, ::Nothing) = (:)(start, stop)
# A given length, no stop.
__range(a::Real, ::Nothing, ::Nothing, len::Integer) = a:oftype(a, a + len - 1)
__range(a::AbstractFloat, ::Nothing, ::Nothing, len::Integer) = __range(a, oftype(a, 1), nothing, len)
__range(a::AbstractFloat, st::AbstractFloat, ::Nothing, len::Integer) = __range_start_step_length(a, st, len)
__range(a::Real, st::AbstractFloat, ::Nothing, len::Integer) = __range(float(a), st, nothing, len)
__range(a::AbstractFloat, st::Real, ::Nothing, len::Integer) = __range(a, float(st), nothing, len)
__range(a::Integer, st::Integer, ::Nothing, len::Integer) = a:st:oftype(a, a + st * (len - 1))
# A given length between start and stop: evenly spaced, in twice precision for floats.
__range(start::Real, ::Nothing, stop::Real, len::Integer) = __range_start_stop_length(start, stop, len)
# Malformed calls.
__range(start, step, ::Nothing, ::Nothing) =
    throw(ArgumentError("At least one of `length` or `stop` must be specified"))
__range(start, ::Nothing, ::Nothing, ::Nothing) =
    throw(ArgumentError("At least one of `length` or `stop` must be specified"))
__range(start::Real, step::Real, stop::Real, length::Integer) =
    throw(ArgumentError("Too many arguments specified; try passing only one of `stop` or `length`"))

# ---- printing ----

show(io::IO, r::StepRange) = print(io, repr(first(r)), ':', repr(step(r)), ':', repr(last(r)))
function show(io::IO, r::StepRangeLen)
    if step(r) != 0
        print(io, repr(first(r)), ':', repr(step(r)), ':', repr(last(r)))
    else
        print(io, "StepRangeLen(", repr(first(r)), ", ", repr(step(r)), ", ", repr(length(r)), ")")
    end
end
function show(io::IO, r::LinRange{T}) where {T}
    print(io, "LinRange{")
    show(io, T)
    print(io, "}(")
    show(io, first(r))
    print(io, ", ")
    show(io, last(r))
    print(io, ", ")
    show(io, length(r))
    print(io, ')')
end

# ---- queries ----

size(r::__AnyRange) = (length(r),)
isempty(r::__AnyRange) = length(r) == 0
copy(r::__AnyRange) = r
axes(r::__AnyRange) = (1:length(r),)
minimum(r::UnitRange) = isempty(r) ? throw(ArgumentError("range must be non-empty")) : first(r)
maximum(r::UnitRange) = isempty(r) ? throw(ArgumentError("range must be non-empty")) : last(r)
minimum(r::__AnyRange) = isempty(r) ? throw(ArgumentError("range must be non-empty")) : min(first(r), last(r))
maximum(r::__AnyRange) = isempty(r) ? throw(ArgumentError("range must be non-empty")) : max(first(r), last(r))
extrema(r::__AnyRange) = (minimum(r), maximum(r))
function argmin(r::__AnyRange)
    isempty(r) && throw(ArgumentError("range must be non-empty"))
    return step(r) > 0 ? 1 : length(r)
end
function argmax(r::__AnyRange)
    isempty(r) && throw(ArgumentError("range must be non-empty"))
    return step(r) > 0 ? length(r) : 1
end

issorted(r::UnitRange) = true
issorted(r::__AnyRange) = length(r) <= 1 || step(r) >= zero(step(r))
sort(r::UnitRange) = r
sort(r::__AnyRange) = issorted(r) ? r : reverse(r)
sortperm(r::UnitRange) = 1:length(r)
sortperm(r::__AnyRange) = issorted(r) ? (1:1:length(r)) : (length(r):-1:1)

reverse(r::__OrdinalRange) = (:)(last(r), -step(r), first(r))
reverse(r::LinRange) = LinRange(r.stop, r.start, length(r))

function __in_range(x, r)
    if !isfinite(x)
        return false
    elseif iszero(step(r))
        return !isempty(r) && first(r) == x
    else
        n = round(Int, (x - first(r)) / step(r)) + 1
        return n >= 1 && n <= length(r) && r[n] == x
    end
end
in(x::Real, r::AbstractRange) = __in_range(x, r)
in(x::Integer, r::UnitRange) = (first(r) <= x) & (x <= last(r))
in(x::Real, r::__OrdinalRange) =
    isinteger(x) && !isempty(r) &&
    (x >= minimum(r) && x <= maximum(r) && (mod(Int(x), step(r)) - mod(first(r), step(r)) == 0))

function ==(r::__AnyRange, s::__AnyRange)
    lr = length(r)
    lr != length(s) && return false
    lr == 0 && return true
    for i in 1:lr
        r[i] == s[i] || return false
    end
    return true
end

mod(i::Integer, r::UnitRange) = mod(i - first(r), length(r)) + first(r)

# ---- arithmetic that keeps a range a range (range.jl, broadcast.jl) ----

-(r::__OrdinalRange) = range(-first(r), step = -step(r), length = length(r))
-(r::StepRangeLen) = __srl_op(:neg, r, 0)
-(r::LinRange) = LinRange(-r.start, -r.stop, length(r))
function __check_range_lengths(r1, r2)
    length(r1) == length(r2) || throw(DimensionMismatch(
        "argument dimensions must match: length of r1 is $(length(r1)), length of r2 is $(length(r2))"))
end
+(r1::__OrdinalRange, r2::__OrdinalRange) =
    (__check_range_lengths(r1, r2); StepRangeLen(first(r1) + first(r2), step(r1) + step(r2), length(r1)))
-(r1::__OrdinalRange, r2::__OrdinalRange) =
    (__check_range_lengths(r1, r2); StepRangeLen(first(r1) - first(r2), step(r1) - step(r2), length(r1)))
+(r1::StepRangeLen{T,R}, r2::StepRangeLen{T,R}) where {T,R<:TwicePrecision} = __srl_add(r1, r2)
-(r1::StepRangeLen{T,R}, r2::StepRangeLen{T,R}) where {T,R<:TwicePrecision} = __srl_add(r1, -r2)
+(r1::LinRange{T}, r2::LinRange{T}) where {T} =
    (__check_range_lengths(r1, r2); LinRange{T}(first(r1) + first(r2), last(r1) + last(r2), length(r1)))
-(r1::LinRange{T}, r2::LinRange{T}) where {T} =
    (__check_range_lengths(r1, r2); LinRange{T}(first(r1) - first(r2), last(r1) - last(r2), length(r1)))
*(x::Number, r::__OrdinalRange) = range(x * first(r), step = x * step(r), length = length(r))
*(r::__OrdinalRange, x::Number) = range(first(r) * x, step = step(r) * x, length = length(r))
*(x::Real, r::StepRangeLen) = __srl_op(:mul, r, x, true)
*(r::StepRangeLen, x::Real) = __srl_op(:mul, r, x)
*(x::Number, r::LinRange) = LinRange(x * r.start, x * r.stop, r.len)
*(r::LinRange, x::Number) = LinRange(r.start * x, r.stop * x, r.len)
/(r::__OrdinalRange, x::Number) = range(first(r) / x, step = step(r) / x, length = length(r))
/(r::StepRangeLen, x::Real) = __srl_op(:div, r, x)
/(r::LinRange, x::Number) = LinRange(r.start / x, r.stop / x, r.len)

# x .op r when the broadcast is a single call with ranges and numbers: the builtin broadcast asks
# here first; `nothing` means no rule applies and the result is an array.
__range_broadcast(f, args...) = nothing
__range_broadcast(::typeof(+), r::__AnyRange) = r
__range_broadcast(::typeof(-), r::__OrdinalRange) = range(-first(r), -last(r), step = -step(r))
__range_broadcast(::typeof(-), r::StepRangeLen) = __srl_op(:neg, r, 0)
__range_broadcast(::typeof(-), r::LinRange) = LinRange(-r.start, -r.stop, length(r))

__range_broadcast(::typeof(+), r::__AnyRange, x::Number) = range(first(r) + x, step = step(r), length = length(r))
__range_broadcast(::typeof(+), x::Number, r::__AnyRange) = range(x + first(r), step = step(r), length = length(r))
__range_broadcast(::typeof(+), r::__OrdinalRange, x::Integer) = range(first(r) + x, last(r) + x, step = step(r))
__range_broadcast(::typeof(+), x::Integer, r::__OrdinalRange) = range(x + first(r), x + last(r), step = step(r))
__range_broadcast(::typeof(+), r::UnitRange, x::Integer) = range(first(r) + x, last(r) + x)
__range_broadcast(::typeof(+), x::Integer, r::UnitRange) = range(x + first(r), x + last(r))
__range_broadcast(::typeof(+), r::UnitRange, x::Real) = range(first(r) + x, length = length(r))
__range_broadcast(::typeof(+), x::Real, r::UnitRange) = range(x + first(r), length = length(r))
__range_broadcast(::typeof(+), r::StepRangeLen, x::Number) = __srl_op(:+, r, x)
__range_broadcast(::typeof(+), x::Number, r::StepRangeLen) = __srl_op(:+, r, x, true)
__range_broadcast(::typeof(+), r::LinRange, x::Number) = LinRange(r.start + x, r.stop + x, length(r))
__range_broadcast(::typeof(+), x::Number, r::LinRange) = LinRange(x + r.start, x + r.stop, length(r))
__range_broadcast(::typeof(+), r1::__AnyRange, r2::__AnyRange) = r1 + r2

__range_broadcast(::typeof(-), r::__AnyRange, x::Number) = range(first(r) - x, step = step(r), length = length(r))
__range_broadcast(::typeof(-), x::Number, r::__AnyRange) = range(x - first(r), step = -step(r), length = length(r))
__range_broadcast(::typeof(-), r::__OrdinalRange, x::Integer) = range(first(r) - x, last(r) - x, step = step(r))
__range_broadcast(::typeof(-), x::Integer, r::__OrdinalRange) = range(x - first(r), x - last(r), step = -step(r))
__range_broadcast(::typeof(-), r::UnitRange, x::Integer) = range(first(r) - x, last(r) - x)
__range_broadcast(::typeof(-), r::UnitRange, x::Real) = range(first(r) - x, length = length(r))
__range_broadcast(::typeof(-), r::StepRangeLen, x::Number) = __srl_op(:-, r, x)
__range_broadcast(::typeof(-), x::Number, r::StepRangeLen) = __srl_op(:-, r, x, true)
__range_broadcast(::typeof(-), r::LinRange, x::Number) = LinRange(r.start - x, r.stop - x, length(r))
__range_broadcast(::typeof(-), x::Number, r::LinRange) = LinRange(x - r.start, x - r.stop, length(r))
__range_broadcast(::typeof(-), r1::__AnyRange, r2::__AnyRange) = r1 - r2

__range_broadcast(::typeof(*), x::Number, r::__AnyRange) = StepRangeLen(x * first(r), x * step(r), length(r))
__range_broadcast(::typeof(*), x::AbstractFloat, r::__OrdinalRange) =
    __range_start_step_length(x * first(r), x * step(r), length(r))
__range_broadcast(::typeof(*), x::Number, r::StepRangeLen) = __srl_op(:*, r, x, true)
__range_broadcast(::typeof(*), x::Number, r::LinRange) = LinRange(x * r.start, x * r.stop, r.len)
__range_broadcast(::typeof(*), r::__AnyRange, x::Number) = StepRangeLen(first(r) * x, step(r) * x, length(r))
__range_broadcast(::typeof(*), r::__OrdinalRange, x::AbstractFloat) =
    __range_start_step_length(first(r) * x, step(r) * x, length(r))
__range_broadcast(::typeof(*), r::StepRangeLen, x::Number) = __srl_op(:*, r, x)
__range_broadcast(::typeof(*), r::LinRange, x::Number) = LinRange(r.start * x, r.stop * x, r.len)

__range_broadcast(::typeof(/), r::__AnyRange, x::Number) = range(first(r) / x, step = step(r) / x, length = length(r))
__range_broadcast(::typeof(/), r::StepRangeLen, x::Number) = __srl_op(:/, r, x)
__range_broadcast(::typeof(/), r::LinRange, x::Number) = LinRange(r.start / x, r.stop / x, r.len)
