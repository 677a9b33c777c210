# Val{N} lifts a value into the type domain for dispatch.
unroll(::Val{1}) = "one"
unroll(::Val{2}) = "two"
unroll(::Val{N}) where {N} = "many ($N)"
println(unroll(Val(1)), " ", unroll(Val(2)), " ", unroll(Val(7)))

mode(::Val{:fast}) = "fast path"
mode(::Val{:safe}) = "safe path"
run_mode(s::Symbol) = mode(Val(s))
println(run_mode(:fast), " ", run_mode(:safe))

# N used as a value in the body, e.g. to build a tuple of fixed length.
repeat_tuple(x, ::Val{N}) where {N} = ntuple(_ -> x, N)
println(repeat_tuple(:a, Val(3)))
println(typeof(Val(3)), " ", Val(3) === Val(3), " ", Val(true))
# Val of a Bool selects branches without an if.
pick(::Val{true}, a, b) = a
pick(::Val{false}, a, b) = b
println(pick(Val(1 < 2), "yes", "no"), " ", pick(Val(1 > 2), "yes", "no"))
