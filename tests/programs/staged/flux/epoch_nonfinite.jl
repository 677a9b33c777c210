# Flux.train! over a DataLoader raises Flux's DomainError at the step whose loss is not finite (the
# second batch: 1 / (5 + 6 + 7 + 8 - 26)); in a compiled epoch the host raises it when that step's
# outfeed arrives, which stops the run.
using Flux
x = Float32.(reshape(1:24, 2, 12))
m = Dense(Float32[1 0; 0 1], Float32[0, 0])
loss(m, x) = sum(m(x)) * 0.0f0 + 1.0f0 / (sum(x) - 26.0f0)
opt = Flux.setup(Descent(0.1f0), m)
println(loss(m, x[:, 1:2]), " ", loss(m, x[:, 3:4]))
Flux.train!(loss, m, DataLoader(x; batchsize = 2), opt)
println("not reached")
