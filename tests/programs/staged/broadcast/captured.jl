# Scalars from outside a broadcast: arguments, locals, closure captures, globals and `const`s.
const OFFSET = 0.5
rate = 2.0
function scaled(x, k)
    m = k + 1
    return x .* m .+ OFFSET
end
println(scaled([1.0, 2.0], 3))
withglobal(x) = x .* rate
println(withglobal([1.0, -1.0]))
function make_affine(a, b)
    return v -> a * v + b
end
function run_affine(x, a)
    f = make_affine(a, 1.0)
    return f.(x)
end
println(run_affine([1.0, 2.0, 3.0], 3.0))
println(run_affine([1.0, 2.0, 3.0], -1.0))
# A staged scalar (a reduction) used inside a later broadcast: centering.
center(x) = x .- sum(x) / length(x)
println(center([1.0, 2.0, 6.0]))
normalize(x) = x ./ sqrt(sum(x .^ 2))
println(normalize([3.0, 4.0]))
# A loop-carried scalar captured by the broadcast in each iteration.
function ramp(x)
    y = copy(x)
    s = 1.0
    for i in 1:3
        y = y .+ s
        s = s * 2
    end
    y
end
println(ramp([0.0, 10.0]))
