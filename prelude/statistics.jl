# Statistics: mean, var, std, median, quantile, middle, cov, cor, as the Statistics stdlib defines
# them (Julia's own algorithms: mean(itr) accumulates in order, var(itr) is Welford's, var(A) sums
# squared deviations from the mean, median and quantile sort a copy).

module Statistics

export mean, var, std, median, middle, quantile, varm, stdm, cov, cor, median!, quantile!

# ---- dims= reductions: apply `f` to every slice along `dims`, keeping those dims with size 1 ----

__dimstuple(d::Integer) = (d,)
__dimstuple(d::Tuple) = d
function __reduce_slices(f, A::Array, dims)
    ds = __dimstuple(dims)
    for d in ds
        d >= 1 || throw(ArgumentError("dimension must be ≥ 1, got $d"))
    end
    sz = size(A)
    outsz = ntuple(i -> i in ds ? 1 : sz[i], ndims(A))
    n = 1
    for i in 1:ndims(A)
        if i in ds
            n *= sz[i]
        end
    end
    results = Vector{Any}(undef, prod(outsz))
    slice = Vector{eltype(A)}(undef, n)
    strides = ntuple(i -> i == 1 ? 1 : prod(sz[1:(i - 1)]), ndims(A))
    for k in 1:length(results)
        # the output position k as a cartesian index over outsz
        rest = k - 1
        base = 0
        for i in 1:ndims(A)
            c = rest % outsz[i]
            rest = rest ÷ outsz[i]
            base += c * strides[i]
        end
        for m in 1:n
            rest = m - 1
            off = 0
            for i in 1:ndims(A)
                if i in ds
                    c = rest % sz[i]
                    rest = rest ÷ sz[i]
                    off += c * strides[i]
                end
            end
            slice[m] = A[base + off + 1]
        end
        results[k] = f(slice)
    end
    return reshape(map(identity, results), outsz)  # narrows Vector{Any} to the results' type
end

# ---- mean ----

mean(itr) = mean(identity, itr)
function mean(f, itr)
    y = iterate(itr)
    y === nothing && return __empty_mean(f, itr)
    count = 1
    total = f(y[1]) / 1
    y = iterate(itr, y[2])
    while y !== nothing
        total += f(y[1])
        count += 1
        y = iterate(itr, y[2])
    end
    return total / count
end
__empty_mean(f, itr) = throw(ArgumentError("reducing over an empty collection is not allowed; consider supplying `init` to the reducer"))
__empty_mean(f, A::Array) = f(zero(eltype(A))) / 0

mean(A::Array; dims = nothing) = mean(identity, A; dims = dims)
function mean(f, A::Array; dims = nothing)
    isempty(A) && return __empty_mean(f, A)
    dims === nothing && return sum(x -> f(x) / 1, A) / length(A)
    return __reduce_slices(x -> mean(f, x), A, dims)
end
# The function, for bodies where a keyword argument `mean` hides it.
__mean(x) = mean(x)

mean(r::UnitRange) = isempty(r) ? zero(eltype(r)) / 0 : first(r) / 2 + last(r) / 2
mean(r::StepRange) = isempty(r) ? zero(eltype(r)) / 0 : first(r) / 2 + last(r) / 2

# ---- variance and standard deviation ----

function __var_itr(itr, corrected::Bool, mean)
    y = iterate(itr)
    y === nothing && return NaN
    count = 1
    value = y[1]
    y = iterate(itr, y[2])
    if mean === nothing
        # Welford's algorithm, as Statistics.var(itr) does.
        M = value / 1
        S = zero(M)
        while y !== nothing
            value = y[1]
            y = iterate(itr, y[2])
            count += 1
            new_M = M + (value - M) / count
            S = S + (value - M) * (value - new_M)
            M = new_M
        end
        return S / (count - Int(corrected))
    end
    sum2 = (value - mean) * (value - mean)
    while y !== nothing
        value = y[1]
        y = iterate(itr, y[2])
        count += 1
        sum2 += (value - mean) * (value - mean)
    end
    return sum2 / (count - Int(corrected))
end

function __varm_array(A::Array, m, corrected::Bool)
    n = length(A)
    n == 0 && return NaN
    return sum(x -> (x - m) * (x - m), A) / (n - Int(corrected))
end

var(itr; corrected::Bool = true, mean = nothing) = __var_itr(itr, corrected, mean)
function var(A::Array; corrected::Bool = true, mean = nothing, dims = nothing)
    if dims === nothing
        m = mean === nothing ? __mean(A) : mean
        return __varm_array(A, m, corrected)
    end
    mean === nothing || throw(ArgumentError("var with both dims and mean is not supported by juxla"))
    return __reduce_slices(x -> __varm_array(x, __mean(x), corrected), A, dims)
end
varm(A, m; corrected::Bool = true) = A isa Array ? __varm_array(A, m, corrected) : __var_itr(A, corrected, m)

std(itr; corrected::Bool = true, mean = nothing) = sqrt(var(itr; corrected = corrected, mean = mean))
function std(A::Array; corrected::Bool = true, mean = nothing, dims = nothing)
    dims === nothing && return sqrt(var(A; corrected = corrected, mean = mean))
    return sqrt.(var(A; corrected = corrected, mean = mean, dims = dims))
end
stdm(A, m; corrected::Bool = true) = sqrt(varm(A, m; corrected = corrected))

# var of a range: Statistics' varm(::AbstractRange, m) with m = mean(r) (var computes the mean
# first, so the closed form for m === nothing is never the one var uses).
function var(r::Union{UnitRange,StepRange}; corrected::Bool = true, mean = nothing)
    m = mean === nothing ? Statistics.mean(r) : mean
    l = length(r)
    l <= 1 && return __var_itr(r, corrected, m)
    f = first(r) - m
    s = step(r)
    vv = abs2(f) * l / (l - 1) + f * s * l + abs2(s) * l * (2 * l - 1) / 6
    return corrected ? vv : vv * (l - 1) / l
end

# ---- covariance and correlation of vectors ----

function cov(x::Vector, y::Vector; corrected::Bool = true)
    n = length(x)
    n == length(y) || throw(DimensionMismatch("inconsistent lengths"))
    mx = mean(x)
    my = mean(y)
    return sum((x[i] - mx) * (y[i] - my) for i in 1:n) / (n - Int(corrected))
end
cov(x::Vector; corrected::Bool = true) = var(x; corrected = corrected)
function cor(x::Vector, y::Vector)
    n = length(x)
    n == length(y) || throw(DimensionMismatch("inconsistent lengths"))
    n > 0 || throw(ArgumentError("correlation only defined for non-empty vectors"))
    mx = mean(x)
    my = mean(y)
    xx = zero(sqrt(abs2(one(x[1]))))
    yy = zero(sqrt(abs2(one(y[1]))))
    xy = zero(x[1] * y[1])
    for i in 1:n
        xi = x[i] - mx
        yi = y[i] - my
        xx += abs2(xi)
        yy += abs2(yi)
        xy += xi * yi
    end
    return clamp(xy / max(xx, yy) / sqrt(min(xx, yy) / max(xx, yy)), -1, 1)
end
cor(x::Vector) = one(float(eltype(x)))

# Covariance and correlation matrices of the variables along dims (columns for dims = 1):
# Statistics' covm/corzm on the centered data X .- mean(X; dims), x'x / (n - 1), cov2cor!.
function __centered_gram(X::Matrix, dims::Int)
    dims == 1 || dims == 2 || throw(ArgumentError("dims must be 1 or 2, got $dims"))
    x = X .- mean(X; dims = dims)
    return dims == 1 ? (x' * x, x, size(X, 1)) : (x * x', x, size(X, 2))
end
function cov(X::Matrix; dims::Int = 1, corrected::Bool = true)
    C, x, n = __centered_gram(X, dims)
    return C ./ (n - Int(corrected))
end
function cor(X::Matrix; dims::Int = 1)
    C, x, n = __centered_gram(X, dims)
    xsd = vec(sqrt.(sum(abs2, x; dims = dims)))
    nx = length(xsd)
    for j in 1:nx
        for i in 1:(j - 1)
            C[i, j] = C[j, i]
        end
        C[j, j] = one(eltype(C))
        for i in (j + 1):nx
            C[i, j] = clamp(C[i, j] / (xsd[i] * xsd[j]), -1, 1)
        end
    end
    return C
end

# ---- median and quantiles ----

middle(x::Union{Bool,Int8,Int16,Int32,Int64,UInt8,UInt16,UInt32,UInt64}) = Float64(x)
middle(x::AbstractFloat) = x
middle(x::Number) = (x + zero(x)) / 1
middle(x::Number, y::Number) = x / 2 + y / 2
middle(a::Array) = middle(minimum(a), maximum(a))
middle(r::Union{UnitRange,StepRange}) = middle(r[1], r[end])

function median!(v::Vector)
    isempty(v) && throw(ArgumentError("median of an empty array is undefined, $(repr(v))"))
    for x in v
        x isa Number && isnan(x) && return x
    end
    sort!(v)
    n = length(v)
    mid = (1 + n) ÷ 2
    return isodd(n) ? middle(v[mid]) : middle(v[mid], v[mid + 1])
end
median(itr) = median!(collect(itr))
function median(A::Array; dims = nothing)
    dims === nothing && return median!(copy(vec(A)))
    return __reduce_slices(x -> median!(copy(x)), A, dims)
end
median(f::Function, v) = median!(f.(v))
median(r::Union{UnitRange,StepRange}) = mean(r)

function __quantile_sorted(v, p::Real; alpha::Real = 1.0, beta::Real = alpha)
    0 <= p <= 1 || throw(ArgumentError("input probability out of [0,1] range"))
    n = length(v)
    m = alpha + p * (one(alpha) - alpha - beta)
    aleph = fma(n, p, oftype(p, m))
    j = clamp(trunc(Int, aleph), 1, n - 1)
    γ = clamp(aleph - j, 0, 1)
    a = n == 1 ? v[1] : v[j]
    b = n == 1 ? v[1] : v[j + 1]
    if isfinite(a) && isfinite(b) && a ≈ b
        return a + γ * (b - a)
    end
    return (1 - γ) * a + γ * b
end
function __quantile_prepare!(v)
    isempty(v) && throw(ArgumentError("empty data vector"))
    for x in v
        x isa Number && isnan(x) && throw(ArgumentError("quantiles are undefined in presence of NaNs or missing values"))
    end
    return sort!(v)
end
function quantile!(v::Vector, p; sorted::Bool = false, alpha::Real = 1.0, beta::Real = alpha)
    sorted || __quantile_prepare!(v)
    p isa Real && return __quantile_sorted(v, p; alpha = alpha, beta = beta)
    return map(x -> __quantile_sorted(v, x; alpha = alpha, beta = beta), p)
end
quantile(itr, p; sorted::Bool = false, alpha::Real = 1.0, beta::Real = alpha) =
    quantile!(collect(itr), p; sorted = sorted, alpha = alpha, beta = beta)
quantile(v::Vector, p; sorted::Bool = false, alpha::Real = 1.0, beta::Real = alpha) =
    quantile!(sorted ? v : copy(v), p; sorted = sorted, alpha = alpha, beta = beta)
quantile(f::Function, v, p) = quantile!(f.(v), p)

end # module Statistics
