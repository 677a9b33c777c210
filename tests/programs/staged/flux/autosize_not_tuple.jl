# @autosize needs the input size as a tuple literal.
using Flux

sz = (4, 2)
println(Flux.outputsize(Dense(4 => 3), sz))
m = Flux.@autosize sz Dense(_ => 3)
