# The Julia micro-benchmark quicksort on a 10 000-element host array of LCG floats; the expected
# values come from tests/oracles/arrays/quicksort_lcg.py (Python's sort of the same numbers).
function qsort!(a, lo, hi)
    i, j = lo, hi
    while i < hi
        pivot = a[(lo + hi) >>> 1]
        while i <= j
            while a[i] < pivot; i += 1; end
            while a[j] > pivot; j -= 1; end
            if i <= j
                a[i], a[j] = a[j], a[i]
                i, j = i + 1, j - 1
            end
        end
        if lo < j; qsort!(a, lo, j); end
        lo, j = i, hi
    end
    return a
end
function lcg_values(n)
    v = Vector{Float64}(undef, n)
    x = 12345
    for k in 1:n
        x = (1103515245 * x + 12345) % 2^31
        v[k] = (x % 100000) / 100.0
    end
    return v
end
v = lcg_values(10_000)
w = copy(v)
qsort!(v, 1, length(v))
println(length(v), " ", issorted(v))
println(v[1], " ", v[5000], " ", v[10000])
println(count(i -> v[i] == v[i - 1], 2:length(v)))
println(sum(x -> round(Int, x * 100), v))
println(v == sort(w), " ", sort(w)[5000])
