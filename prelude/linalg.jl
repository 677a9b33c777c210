# LinearAlgebra: what `using LinearAlgebra` brings (dot, norm, det, tr, diag, I, ...), as Julia's
# stdlib defines it, over the C++ kernels of builtins_linalg.cpp. Matrix products, adjoint,
# inv and `\` are Base methods there already (Julia has them without `using LinearAlgebra` too).

module LinearAlgebra

import Base: +, -, *, /, ^, ==, getindex, one, zero, copy, size

export dot, ⋅, norm, opnorm, normalize, det, tr, diag, diagm, kron, svdvals, cross, ×,
       issymmetric, istriu, istril, isdiag, triu, tril, mul!, UniformScaling, I, rank

Base.__install_linalg_kernels(LinearAlgebra)  # dot(::Array, ::Array) and det(::Array) in C++
dot(x::Number, y::Number) = x * y
⋅(x, y) = dot(x, y)

norm(x::Array) = Base.__norm(x)
norm(x::Array, p::Real) = Base.__norm(x, p)
norm(x::Number) = abs(x)
norm(x::Number, p::Real) = abs(x)
# normalize multiplies by inv(norm) (LinearAlgebra.__normalize!), scaling first when the inverse overflows.
function normalize(v::Array, p::Real = 2)
    nrm = norm(v, p)
    a = v ./ one(nrm)
    δ = inv(prevfloat(typemax(nrm)))
    if nrm >= δ
        return a .* inv(nrm)
    end
    εδ = eps(one(nrm)) / δ
    return (a .* εδ) .* inv(nrm * εδ)
end

# x ≈ y for arrays compares norms (LinearAlgebra's generic.jl), elementwise when the norm of the
# difference is not finite. Base has it in Julia too: LinearAlgebra is in the system image.
function Base.isapprox(x::Array, y::Array; atol::Real = 0,
                  rtol::Real = Base.rtoldefault(zero(eltype(x)), zero(eltype(y)), atol), nans::Bool = false,
                  norm::Function = LinearAlgebra.norm)
    d = norm(x - y)
    if isfinite(d)
        return iszero(rtol) ? d <= atol : d <= max(atol, rtol * max(norm(x), norm(y)))
    end
    return all(ab -> isapprox(ab[1], ab[2]; rtol = rtol, atol = atol, nans = nans), zip(x, y))
end

function __checksquare(A)
    size(A, 1) == size(A, 2) || throw(DimensionMismatch("matrix is not square: dimensions are $(size(A))"))
    return size(A, 1)
end

det(x::Number) = x

# The multiplicative identity of a square matrix (Base's one(::AbstractMatrix)).
function one(A::Matrix)
    m, n = size(A)
    m == n || throw(DimensionMismatch("multiplicative identity defined only for square matrices"))
    B = zeros(typeof(one(eltype(A))), m, m)
    for i in 1:m
        B[i, i] = one(eltype(A))
    end
    return B
end

# isone of a matrix: square with ones on the diagonal and zeros elsewhere (Base.isone(::AbstractMatrix)).
# Written as Base.isone: numbers.jl, which defines isone for numbers, loads after this file.
function Base.isone(A::Matrix)
    m, n = size(A)
    m == n || return false
    for j in 1:n, i in 1:m
        (i == j ? isone(A[i, j]) : iszero(A[i, j])) || return false
    end
    return true
end

# A^p by Base.power_by_squaring (the same products in the same order); p < 0 inverts first for
# float matrices, as LinearAlgebra's ^(::AbstractMatrix, ::Integer) does.
function ^(A::Matrix, p::Integer)
    __checksquare(A)
    if p < 0 && !(eltype(A) <: Integer)
        return __power_by_squaring(inv(A), -p)
    end
    return __power_by_squaring(A, p)
end
function __power_by_squaring(x, p::Integer)
    if p == 1
        return copy(x)
    elseif p == 0
        return one(x)
    elseif p == 2
        return x * x
    elseif p < 0
        isone(x) && return copy(x)
        isone(-x) && return iseven(p) ? one(x) : copy(x)
        throw(DomainError(p, "Cannot raise an integer matrix x to a negative power $p.\nMake x a float matrix by adding a zero decimal (e.g., [2.0 1.0;1.0 0.0]^$p instead of [2 1;1 0]^$p) or write float(x)^$p or Rational.(x)^$p."))
    end
    t = trailing_zeros(p) + 1
    p >>= t
    while (t -= 1) > 0
        x = x * x
    end
    y = x
    while p > 0
        t = trailing_zeros(p) + 1
        p >>= t
        while (t -= 1) >= 0
            x = x * x
        end
        y = y * x
    end
    return y
end

# rank: the singular values above max(atol, rtol * σ₁), rtol = min(m, n) * eps when atol is 0.
function rank(A::Matrix; atol::Real = 0.0, rtol::Real = (min(size(A)...) * eps(real(float(one(eltype(A)))))) * iszero(atol))
    isempty(A) && return 0
    s = svdvals(A)
    tol = max(atol, rtol * s[1])
    return count(x -> x > tol, s)
end

function tr(A::Matrix)
    n = __checksquare(A)
    t = zero(eltype(A))
    for i in 1:n
        t += A[i, i]
    end
    return t
end
tr(x::Number) = x

svdvals(A::Matrix) = Base.__svdvals(A)

function opnorm(A::Matrix, p::Real = 2)
    m, n = size(A)
    if p == 2
        (m == 0 || n == 0) && return float(zero(eltype(A)))
        return maximum(svdvals(A))
    elseif p == 1 || p == Inf
        best = float(zero(eltype(A)))
        outer = p == 1 ? n : m
        inner = p == 1 ? m : n
        for j in 1:outer
            s = float(zero(eltype(A)))
            for i in 1:inner
                s += abs(p == 1 ? A[i, j] : A[j, i])
            end
            best = max(best, s)
        end
        return best
    end
    throw(ArgumentError("invalid p-norm p=$p. Valid: 1, 2, Inf"))
end

function diag(A::Matrix, k::Integer = 0)
    m, n = size(A)
    if !(-m <= k <= n)
        throw(ArgumentError("requested diagonal, $k, must be at least $(-m) and at most $n for an $m-by-$n matrix"))
    end
    len = k >= 0 ? max(0, min(m, n - k)) : max(0, min(m + k, n))
    out = Vector{eltype(A)}(undef, len)
    for i in 1:len
        out[i] = k >= 0 ? A[i, i + k] : A[i - k, i]
    end
    return out
end

diagm(v::Vector) = diagm(0 => v)
function diagm(kv::Pair...)
    n = 0
    T = Union{}
    for p in kv
        n = max(n, length(p.second) + (p.first < 0 ? -p.first : p.first))
        T = Base.__promote_type(T, eltype(p.second))
    end
    return __diagm_fill(zeros(T, n, n), kv)
end
function diagm(m::Integer, n::Integer, kv::Pair...)
    T = Union{}
    for p in kv
        T = Base.__promote_type(T, eltype(p.second))
    end
    return __diagm_fill(zeros(T, m, n), kv)
end
function __diagm_fill(A, kv)
    for p in kv
        k = p.first
        v = p.second
        for i in 1:length(v)
            r = k >= 0 ? i : i - k
            c = k >= 0 ? i + k : i
            if r > size(A, 1) || c > size(A, 2)
                throw(DimensionMismatch("invalid size of diagonal $k: got $(length(v)) elements for an $(size(A, 1))×$(size(A, 2)) matrix"))
            end
            A[r, c] = v[i]
        end
    end
    return A
end

function kron(a::Vector, b::Vector)
    T = typeof(zero(eltype(a)) * zero(eltype(b)))
    out = Vector{T}(undef, length(a) * length(b))
    n = length(b)
    for i in 1:length(a), j in 1:n
        out[(i - 1) * n + j] = a[i] * b[j]
    end
    return out
end
function kron(A::Matrix, B::Matrix)
    T = typeof(zero(eltype(A)) * zero(eltype(B)))
    m, n = size(A)
    p, q = size(B)
    out = Matrix{T}(undef, m * p, n * q)
    for j in 1:n, i in 1:m, l in 1:q, k in 1:p
        out[(i - 1) * p + k, (j - 1) * q + l] = A[i, j] * B[k, l]
    end
    return out
end
kron(a::Number, b::Number) = a * b

function cross(a::Vector, b::Vector)
    if !(length(a) == length(b) == 3)
        throw(DimensionMismatch("cross product is only defined for vectors of length 3"))
    end
    a1, a2, a3 = a
    b1, b2, b3 = b
    return [a2 * b3 - a3 * b2, a3 * b1 - a1 * b3, a1 * b2 - a2 * b1]
end
×(a, b) = cross(a, b)

function issymmetric(A::Matrix)
    size(A, 1) == size(A, 2) || return false
    for j in 1:size(A, 2), i in (j + 1):size(A, 1)
        A[i, j] == A[j, i] || return false
    end
    return true
end
function istriu(A::Matrix, k::Integer = 0)
    for j in 1:size(A, 2), i in (j - k + 1):size(A, 1)
        i >= 1 && !iszero(A[i, j]) && return false
    end
    return true
end
function istril(A::Matrix, k::Integer = 0)
    for j in 1:size(A, 2), i in 1:min(size(A, 1), j - k - 1)
        !iszero(A[i, j]) && return false
    end
    return true
end
isdiag(A::Matrix) = istriu(A) && istril(A)
function triu(A::Matrix, k::Integer = 0)
    B = copy(A)
    for j in 1:size(A, 2), i in max(1, j - k + 1):size(A, 1)
        B[i, j] = zero(eltype(A))
    end
    return B
end
function tril(A::Matrix, k::Integer = 0)
    B = copy(A)
    for j in 1:size(A, 2), i in 1:min(size(A, 1), j - k - 1)
        B[i, j] = zero(eltype(A))
    end
    return B
end

function mul!(C::Array, A::Array, B::Array)
    C .= A * B
    return C
end

# I: the identity of any size (UniformScaling), as in `A + I`, `2I`, `I * x`.
struct UniformScaling{T<:Number}
    λ::T
end
const I = UniformScaling(true)

getindex(J::UniformScaling, i::Integer, j::Integer) = i == j ? J.λ : zero(J.λ)
# Matrix{T}(I, m, n) and Matrix(I, m, n): the m×n matrix with λ on the diagonal.
function Matrix{T}(J::UniformScaling, m::Integer, n::Integer) where {T}
    A = zeros(T, m, n)
    for i in 1:min(m, n)
        A[i, i] = J.λ
    end
    return A
end
Matrix(J::UniformScaling{T}, m::Integer, n::Integer) where {T<:Number} = Matrix{T}(J, m, n)
==(J1::UniformScaling, J2::UniformScaling) = J1.λ == J2.λ
-(J::UniformScaling) = UniformScaling(-J.λ)
+(J1::UniformScaling, J2::UniformScaling) = UniformScaling(J1.λ + J2.λ)
-(J1::UniformScaling, J2::UniformScaling) = UniformScaling(J1.λ - J2.λ)
*(J1::UniformScaling, J2::UniformScaling) = UniformScaling(J1.λ * J2.λ)
*(x::Number, J::UniformScaling) = UniformScaling(x * J.λ)
*(J::UniformScaling, x::Number) = UniformScaling(J.λ * x)
/(J::UniformScaling, x::Number) = UniformScaling(J.λ / x)
*(J::UniformScaling, A::Array) = J.λ * A
*(A::Array, J::UniformScaling) = A * J.λ

function __plus_diagonal(A::Matrix, λ, sign)
    n = __checksquare(A)
    T = typeof(zero(eltype(A)) + zero(λ))
    B = Matrix{T}(undef, n, n)
    for j in 1:n, i in 1:n
        B[i, j] = sign * A[i, j]
    end
    for i in 1:n
        B[i, i] += λ
    end
    return B
end
+(A::Matrix, J::UniformScaling) = __plus_diagonal(A, J.λ, true)
+(J::UniformScaling, A::Matrix) = __plus_diagonal(A, J.λ, true)
-(A::Matrix, J::UniformScaling) = __plus_diagonal(A, -J.λ, true)
-(J::UniformScaling, A::Matrix) = __plus_diagonal(A, J.λ, -1)

end # module LinearAlgebra
