# Integer bit operations on staged Ints: &, |, xor, ~, and shifts (<<, >>, >>>) including negative
# values and shift counts (a negative count shifts the other way).
bits(n) = (n[1] & n[2], n[1] | n[2], xor(n[1], n[2]), ~n[1], n[1] << 2, n[1] >> 1, n[1] >>> 60)
println(bits([12, 10]))
println(bits([-12, 5]))
shifts(n) = (n[1] << n[2], n[1] >> n[2], n[1] >>> n[2])
println(shifts([5, 3]))
println(shifts([-64, 2]))
println(shifts([40, -2]))
println(shifts([7, 64]))
println(shifts([-7, 70]))
