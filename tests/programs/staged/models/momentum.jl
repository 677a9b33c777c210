# SGD with momentum, its state in a mutable struct updated in place inside the staged training
# loop: v = ρ v + g; w -= η v; the step counter field counts the updates. The caller sees w, the
# velocity and the counter afterwards.
mutable struct Momentum
    eta::Float64
    rho::Float64
    v::Vector{Float64}
    steps::Int
end
function update!(opt::Momentum, w, g)
    opt.v .= opt.rho .* opt.v .+ g
    w .-= opt.eta .* opt.v
    opt.steps += 1
    nothing
end
# least squares |A w - t|^2 / 2, gradient A'(A w - t)
function fit!(opt, w, A, t, n)
    loss = 0.0
    for i in 1:n
        r = A * w .- t
        loss = sum(r .* r) / 2
        update!(opt, w, A' * r)
    end
    loss
end
A = [1.0 2.0; 3.0 -1.0; 0.5 0.5]
t = [1.0, 0.0, 2.0]
opt = Momentum(0.05, 0.9, zeros(2), 0)
w = [0.0, 0.0]
l1 = fit!(opt, w, A, t, 30)
println(round(l1; digits=6), " ", opt.steps)
println(round.(w; digits=6), " ", round.(opt.v; digits=6))
l2 = fit!(opt, w, A, t, 70)
println(round(l2; digits=6), " ", opt.steps, " ", round.(w; digits=6))
