# Julia's perf.jl quicksort (qsort!) on a 10 000-element host vector filled by an LCG.
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

function lcg_data(n)
    a = zeros(Int, n)
    x = 42
    for k = 1:n
        x = (x * 1103515245 + 12345) % 2147483648
        a[k] = x % 1000000
    end
    a
end

function is_sorted(a)
    for k = 2:length(a)
        a[k - 1] <= a[k] || return false
    end
    true
end

function checksum(a)
    s = 0
    for k = 1:length(a)
        s += k * a[k]
    end
    s
end

a = lcg_data(10000)
println(a[1:5])
println(checksum(a))
qsort!(a, 1, length(a))
println(is_sorted(a))
println(a[1], " ", a[5000], " ", a[end])
println(checksum(a))
