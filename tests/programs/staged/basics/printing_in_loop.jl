function train(w, x)
    for step in 1:3
        loss = sum(w .* x)
        println("step ", step, " loss = ", loss)
        w .= w .- 0.1 .* x
    end
    @show w
    @info "done" total = sum(w)
    return w
end
w = [1.0, 2.0]
train(w, [1.0, 1.0])
println(w)
