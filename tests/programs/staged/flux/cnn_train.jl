# A small CNN — Conv, MaxPool, BatchNorm, Dropout, flatten, Dense — fits 5 seeded images to their labels
# with AdamW in 30 compiled steps (each forward, backward and update one executable); then in
# test mode (running statistics, no dropout) onecold of its output gives the labels back.
using Flux, Random
Random.seed!(1)
m = Chain(Conv((3, 3), 1 => 4, relu; pad = 1), MaxPool((2, 2)), BatchNorm(4), Dropout(0.2), Flux.flatten, Dense(64 => 3))
x = randn(Float32, 8, 8, 1, 5)
y = Flux.onehotbatch([1, 2, 3, 1, 2], 1:3)
st = Flux.setup(AdamW(0.01), m)
function step!(m, st, x, y)
    l, g = Flux.withgradient(m -> Flux.logitcrossentropy(m(x), y), m)
    Flux.update!(st, m, g[1])
    l
end
ls = [step!(m, st, x, y) for i in 1:30]
println(ls[1] > ls[end], " ", round(ls[end]; digits = 2) < 0.5)
Flux.testmode!(m)
println(Flux.onecold(m(x)) == [1, 2, 3, 1, 2])
println(m[3].μ != zeros(Float32, 4))
