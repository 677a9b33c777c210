# loadmodel! of a state with another structure: Flux's ArgumentError.
using Flux
small = Chain(Dense(2 => 3, relu), Dense(3 => 1))
println(Flux.state(small).layers[2].bias == small[2].bias)
Flux.loadmodel!(Chain(Dense(2 => 3, relu)), Flux.state(small))
