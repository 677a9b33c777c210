# Arguments that share their elements (decision 5): `x` with `reshape(x, 2, 2)`, or `v` with `v'`, are
# one buffer in compiled code, so writes through either are seen through both, and `v'v` is a scalar.
function f!(a, b)
    a[1] = 10.0
    b[2, 2] = 20.0
    return sum(a) + sum(b)
end
x = [1.0, 2.0, 3.0, 4.0]
y = reshape(x, 2, 2)
println(f!(x, y))
println(x)
println(y)

v = [1.0, -1.0]
println(v' * v)
H = [1.0 2.0; 3.0 4.0]
println(v' * H * v)
println(v' * H)

w = [1.0, 2.0]
r = w'
function g!(r, u)
    r[1, 2] = 5.0
    return r * u
end
println(g!(r, [3.0, 4.0]))
println(w)
parent_of(r) = r'
println(parent_of(r) === w)
