A(i, j) = 1.0 / ((i + j) * (i + j + 1) / 2 + i + 1)

function Av!(out, v)
    n = length(v)
    for i in 1:n
        out[i] = sum(A(i - 1, j - 1) * v[j] for j in 1:n)
    end
    out
end

function Atv!(out, v)
    n = length(v)
    for i in 1:n
        out[i] = sum(A(j - 1, i - 1) * v[j] for j in 1:n)
    end
    out
end

function spectralnorm(n)
    u, v, t = ones(n), zeros(n), zeros(n)
    for _ in 1:10
        Atv!(v, Av!(t, u))
        Atv!(u, Av!(t, v))
    end
    sqrt(dot(u, v) / dot(v, v))
end
