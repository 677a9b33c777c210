# Ranges as broadcast operands in staged code. An Int64 range is an iota: with host bounds, or with
# staged bounds whose length is known (a:a+2 with `a` a number parameter, i:i+1 in a loop). With only
# numbers beside it, + - * keep it a range (bounds staged), as Julia's broadcast does.
l = [2, 1, 3]
onehot(l) = (1:3) .== l'
println(onehot(l))
firstn(l, n) = (1:n) .== l'
println(firstn(l, 2))
strided(x) = (0:3:6) .* x
println(strided([1.0, 0.5, 0.25]))

# Staged bounds, the length a host value.
window(x, a) = (a:a+2) .+ x
println(window([0.5, 0.25, 0.125], 2))
println(window([0.5, 0.25, 0.125], 5))
pair(x, a) = collect(a:a+1) .* x
println(pair([1.5, -2.0], 3))
stepped(x, a) = (a:2:a+4) .+ x
println(stepped([0.5, 0.5, 0.5], 1))
function slide(x)
    s = 0.0
    for i in 1:3
        s = s + sum((i:i+1) .* x)
    end
    s
end
println(slide([1.0, 10.0]))

# A staged number with a range and nothing else.
shift(l) = sum(l) .+ (1:3)
println(shift(l))
scale(l) = (1:2:7) .* sum(l)
println(scale(l))
countdown(l) = sum(l) .- (1:3)
println(countdown(l))
which(l) = sum(l) .== (5:7)
println(which(l))
function negated(l, x)
    a = sum(l)
    -(a:a+2) .+ x
end
println(negated(l, [0.5, 0.25, 0.125]))
# Those ranges as operands again: 6:12:42 .+ x, and sums.
stretched(l, x) = ((1:2:7) .* sum(l)) .+ x
println(stretched(l, [0.5, 0.25, 0.125, 0.0]))
total(l) = sum((1:2:7) .* sum(l))
println(total(l))
weighted(x, a) = sum(a:a+3) .* x
println(weighted([1.0, 0.5], 2))
