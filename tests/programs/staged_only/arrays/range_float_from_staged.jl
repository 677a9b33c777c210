# Julia's `r .* x` with a Float `x` is a floating-point range (twice-precision elements), which staged
# code does not build: a located error that says to collect the range. Integers keep an exact range.
scaled(l) = (1:3) .* sum(l)
println(scaled([2, 1]))
fscaled(x) = (1:3) .* sum(x)
println(fscaled([0.5, 0.25]))
