# Float32: show and repr write 1.5f0 (the reader must know the type), print and string write 1.5.
x = 1.5f0
println(x, " ", string(x), " ", repr(x))
show(x); println()
show(Float32(0.1)); print(" "); print(Float32(0.1)); println()
# Float32 uses its own shortest digits, so widening shows the binary value.
println(Float64(Float32(0.1)), " ", Float32(1) / 3)
# Exponent form: f replaces e in show, print keeps e.
show(1.0f-5); print(" "); println(1.0f-5)
show(Float32(1e10)); print(" "); println(Float32(1e10))
show(3.0f6); print(" "); show(Float32(123456)); println()
show(NaN32); print(" "); show(-Inf32); print(" "); show(-0.0f0); println()
println(NaN32, " ", Inf32, " ", -0.0f0)
# Inside containers: a Float32 array's elements need no suffix, a tuple's and Any array's do.
println(Float32[1.5, 2, 1.0f-5], " ", (1.5f0, 2), " ", Any[1.5f0, 2.5])
println(typeof(x), " ", typeof(x * 2), " ", typeof(x * 2.0), " ", x * 2.0)
println("interpolated: $(x / 4)")
# Float16 shows with its constructor, prints bare.
h = Float16(1.5)
show(h); print(" "); println(h, " ", Float16(0.1), " ", typeof(h))
