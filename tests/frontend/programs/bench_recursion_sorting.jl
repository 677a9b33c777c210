fib(n) = n < 2 ? n : fib(n - 1) + fib(n - 2)

function quicksort!(a, lo = 1, hi = length(a))
    lo < hi || return a
    p = a[(lo + hi) >>> 1]
    i, j = lo, hi
    while i <= j
        while a[i] < p; i += 1; end
        while a[j] > p; j -= 1; end
        if i <= j
            a[i], a[j] = a[j], a[i]
            i, j = i + 1, j - 1
        end
    end
    quicksort!(a, lo, j)
    quicksort!(a, i, hi)
end

function pisum()
    s = 0.0
    for j = 1:500
        s = 0.0
        for k = 1:10000
            s += 1.0 / (k * k)
        end
    end
    s
end

@assert fib(20) == 6765
xs = quicksort!(rand(1000))
@assert issorted(xs)
@assert abs(pisum() - π^2 / 6) < 1e-3
