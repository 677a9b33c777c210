# Float32 arithmetic stays in Float32 and rounds to single precision at each step.
# Expected values: NumPy float32/float16 arithmetic (round to nearest even at each step).
a = 0.1f0
b = 0.2f0
println(a + b, " ", typeof(a + b), " ", a + b == 0.3f0, " ", 0.1 + 0.2 == 0.3)
println(1.0f0 / 3.0f0, " ", 2.0f0 * 3, " ", 1.0f0 - 0.9f0, " ", 16777216.0f0 + 1.0f0, " ", 1.0f0 + eps(Float32) / 2)
println(Float32(0.1) * 3, " ", sqrt(2.0f0) * sqrt(2.0f0), " ", 1.0f38 * 10, " ", -1.0f38 * 10, " ", 1.0f-45 / 2)
s = 0.0f0
for i in 1:10
    global s += 0.1f0
end
println(s, " ", typeof(s), " ", s == 1.0f0)
println(Float64(0.1f0), " ", Float32(1 / 3) == 1.0f0 / 3.0f0, " ", typeof(Float32(1) + Float16(1)), " ", Float16(0.1) + Float16(0.2))
