# Arrays reached through a callable struct, a closure's captures and a Vector{Any} are staged by
# identity; writes through them are seen by the caller.
struct Adder
    v::Vector{Float64}
end
(a::Adder)(x) = x .+ a.v
apply(f, x) = f(x)
add = Adder([1.0, 2.0])
println(apply(add, [10.0, 20.0]))
k = [5.0, 5.0]
scale = x -> x .* k
run(f, x) = f(x)
println(run(scale, [1.0, 2.0]))
acc = [0.0]
accumulate! = x -> (acc .+= sum(x); nothing)
run(accumulate!, [1.0, 2.0])
run(accumulate!, [3.0])
println(acc)
vs = Any[[1.0, 2.0], [3.0]]
function bump!(vs)
    for v in vs
        v .+= 1
    end
end
bump!(vs)
println(vs)
