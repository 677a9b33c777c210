# while loops with break and continue.
function collatz_steps(n)
    steps = 0
    while n != 1
        n = n % 2 == 0 ? n ÷ 2 : 3n + 1
        steps += 1
    end
    return steps
end
println(collatz_steps(6), " ", collatz_steps(27))

# continue skips the rest of the body; break leaves the loop.
function odd_sum_below(limit)
    s = 0
    k = 0
    while true
        k += 1
        k > limit && break
        k % 2 == 0 && continue
        s += k
    end
    return s
end
println(odd_sum_below(9))

# A while loop whose condition is false at once never runs its body.
ran = false
while ran
    println("never")
end
println("done")

# Nested while loops: break leaves only the inner one.
pairs_seen = 0
i = 0
while i < 3
    global i += 1
    j = 0
    while true
        j += 1
        j > i && break
        global pairs_seen += 1
    end
end
println(pairs_seen)
