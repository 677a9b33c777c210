# Bool flags carried by a loop: `any`/`all` written by hand with || and &&, a flag set in an if,
# and a sortedness check comparing neighbours.
function any_all(x, t)
    found = false
    every = true
    for i in 1:length(x)
        found = found || x[i] > t
        every = every && x[i] > t
    end
    found, every
end
println(any_all([1.0, 5.0, 2.0], 4.0))
println(any_all([6.0, 5.0], 4.0))
println(any_all([1.0, 2.0], 4.0))

function issorted_loop(x)
    ok = true
    for i in 2:length(x)
        if x[i] < x[i-1]
            ok = false
        end
    end
    ok
end
println(issorted_loop([1.0, 2.0, 2.0, 5.0]), " ", issorted_loop([1.0, 3.0, 2.0]))

# A flag that changes which update the loop applies next.
function zigzag(x)
    up = true
    s = 0.0
    for i in 1:length(x)
        s = up ? s + x[i] : s - x[i]
        up = !up
    end
    s, up
end
println(zigzag([5.0, 1.0, 4.0, 2.0, 3.0]))

# A while driven by a Bool flag that starts as the host `false` and is set from staged data.
function until_small(x)
    done = false
    k = 0
    v = x[1]
    while !done
        v = v / 3
        k += 1
        done = v < 1
    end
    k, v
end
println(until_small([81.0]), " ", until_small([0.5]))
