# Smaller integer and float types on staged numbers: Int32 and UInt8 arithmetic stays in the type
# (UInt8 wraps around), mixing with Int64 promotes, Float16 stays Float16, Bool math as Julia's.
f(a, b, u) = (a[1] + a[2], a[1] + b[1], a[1] * 2, a[1] / a[2], u[1] + u[2], u[1] * 2, a[1] * 1.5f0, -u[1],
              abs(a[1] - a[2]), div(u[1], u[2]), a[1] ÷ 2, u[1] - u[2])
println(f(Int32[7, -3], [10], UInt8[200, 100]))
types(a, b, u) = typeof.((a[1] + a[2], a[1] + b[1], u[1] + u[2], u[1] + 1, a[1] * 1.5f0, a[1] / a[2]))
println(types(Int32[7, -3], [10], UInt8[200, 100]))
g(b) = (b[1] / b[2], b[1] - b[2], max(b[1], b[2]), min(b[1], 2), b[1] & true, ~b[1], abs(b[1]), sign(b[2]))
println(g([true, false]))
h(x) = (x[1] + x[2], x[1] * 2.0, x[1] * x[2], x[1] < x[2], x[1] * 2)
println(h(Float16[1.5, 2.25]))
