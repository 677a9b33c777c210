# Nested destructuring in a for header or a comprehension binds loop locals at every level (the
# inner names used to become globals); expected values worked by hand.
function f(v)
    s = 0
    for (i, (a, b)) in v
        s += i * a + b
    end
    return s
end
println(f([(1, (1, 2)), (2, (3, 4))]))  # 1*1+2 + 2*3+4 = 13
println(isdefined(Main, :a), " ", isdefined(Main, :b))
g(v) = [i * a + b for (i, (a, b)) in v]
println(g([(1, (1, 2)), (2, (3, 4))]))
h(v) = sum(i * x + y for (i, (x, (y, z))) in enumerate(v))
println(h([(1, (2, 0)), (3, (4, 0))]))  # 1*1+2 + 2*3+4 = 13
