# do-blocks are closures: they read and update the caller's locals.
function apply_each(f, xs)
    for x in xs
        f(x)
    end
end
function stats(xs)
    n = 0
    total = 0
    largest = first(xs)
    apply_each(xs) do x
        n += 1
        total += x
        largest = max(largest, x)
    end
    return (n, total, largest)
end
println(stats([4, 9, 2]))

# A do-block passed to a function that calls it several times with different arguments.
function retry_until(f, limit)
    for attempt in 1:limit
        f(attempt) && return attempt
    end
    return -1
end
seen = Int[]
result = retry_until(5) do k
    push!(seen, k)
    k * k > 8
end
println(result, " ", seen)

# Nested do-blocks.
sums = map(1:2) do i
    sum(map(1:3) do j
        i * j
    end)
end
println(sums)
