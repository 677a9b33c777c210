# Ranges show as the expression that builds them; a StepRange's stop is its last element.
println(1:3, " ", 1:2:9, " ", 10:-2:1, " ", 1:0, " ", 0:3:10)
show(2:5); print(" "); println(repr(1:2:9), " ", string(3:4))
println(typeof(1:3), " ", typeof(1:2:9), " ", collect(1:2:9), " ", length(10:-2:1))
println(1.0:0.5:2.0, " ", range(0, 1; length=5), " ", collect(0.0:0.25:0.5))
println((1:3, 4:5), " ", [1:2, 3:4], " ", "r = $(1:3)")
r = 5:-1:1
println(first(r), " ", last(r), " ", step(r), " ", r[2], " ", reverse(1:3), " ", sum(1:100))
# show of a range writes repr of its ends and step, so Float32 and unsigned ranges keep their spelling.
println(1.0f0:0.5f0:2.0f0, " ", 0x01:0x03, " ", Int8(1):Int8(3), " ", range(0.0, 1.0; length=3), " ", (0x01:0x02,))
