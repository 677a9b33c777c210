# A loop halving a staged value until it is below a tolerance: the trip count depends on the
# data, so the counter and the value are carried by one stablehlo.while.
function halvings(x, tol)
    v = x[1]
    n = 0
    while v >= tol
        v = v / 2
        n += 1
    end
    v, n
end
println(halvings([10.0], 1.0))
println(halvings([1.0], 0.001))
println(halvings([0.5], 1.0))       # condition false at once: n stays 0

# Halve the whole array until its sum is small; the array is carried.
function shrink!(x)
    steps = 0
    while sum(x) > 1
        x .= x ./ 2
        steps += 1
    end
    steps
end
v = [3.0, 5.0, 8.0]
println(shrink!(v))
println(v)

# A host counter in the condition and a staged body: still one stablehlo.while (k is carried).
function double_thrice!(x)
    k = 0
    while k < 3
        x .= x .* 2
        k += 1
    end
    k
end
w = [1.0, 2.5]
println(double_thrice!(w), " ", w)
