# @autosize needs the input size as a tuple literal, and a `_` only as an argument of a layer.
using Flux

println(Flux.@autosize (4, 2) Dense(_ => 3))
m = Flux.@autosize (4, 2) Chain(_, Dense(_ => 3))
