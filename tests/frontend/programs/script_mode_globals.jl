using Printf
const LR = 0.01
losses = Float64[]
total = 0.0
for step in 1:5
    global total
    l = 1 / step
    total += l
    push!(losses, l)
end
if total > 1
    @printf("total %.3f over %d steps\n", total, length(losses))
else
    println("small")
end
