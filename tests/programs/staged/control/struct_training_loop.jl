# A training loop over the array fields of a struct: each step updates m.W and m.b in place (the
# arrays inside the struct are loop-carried and written back to the caller's model).
struct Affine
    W::Matrix{Float64}
    b::Vector{Float64}
end
function fit!(m, x, y, lr)
    loss = 0.0
    for k in 1:10
        pred = m.W * x .+ m.b
        err = pred .- y
        m.W .-= lr .* (err * transpose(x))
        m.b .-= lr .* err
        loss = sum(err .* err)
    end
    loss
end
m = Affine([0.0 0.0; 0.0 0.0], [0.0, 0.0])
l = fit!(m, [1.0, 2.0], [3.0, -1.0], 0.05)
println(round(l; digits=8))
println(round.(m.W; digits=6), " ", round.(m.b; digits=6))
l = fit!(m, [1.0, 2.0], [3.0, -1.0], 0.05)
println(round(l; digits=12))
