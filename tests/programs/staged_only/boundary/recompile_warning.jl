# Each new array size is a new specialization (decision 5); after 8 compiles of one function juxla
# warns once that the calls keep recompiling. A new number (a learning rate) does not recompile.
double(x) = x .* 2
for n in 1:9
    println(sum(double(ones(n))))
end
scale(x, a) = x .* a
for a in (0.5, 0.25, 0.125, 2.0, 4.0, 8.0, 16.0, 32.0, 64.0)
    println(sum(scale([1.0, 1.0], a)))
end
