# Gradient descent on the quadratic L(w) = |A w - b|^2 / 2 with a hand-written gradient
# A'(A w - b). (1) 100 host steps calling a staged step! with a learning rate that changes every
# step (a 0-d parameter, so one compile); (2) the same 100 steps as one staged loop.
function step!(w, A, b, lr)
    r = A * w .- b
    g = transpose(A) * r
    w .= w .- lr .* g
    sum(r .* r) / 2
end

A = [2.0 0.5; 0.5 1.0; 1.0 -1.0]
b = [1.0, 2.0, 0.5]
w = [0.0, 0.0]
first_loss = 0.0
loss = 0.0
for k in 1:100
    lr = 0.2 / (1 + 0.05 * k)
    global loss = step!(w, A, b, lr)
    k == 1 && (global first_loss = loss)
end
println(round(first_loss; digits=6), " ", round(loss; digits=6))
println(round.(w; digits=6))

function train!(w, A, b)
    loss = 0.0
    for k in 1:100
        lr = 0.2 / (1 + 0.05 * k)
        r = A * w .- b
        w .= w .- lr .* (transpose(A) * r)
        loss = sum(r .* r) / 2
    end
    loss
end
w2 = [0.0, 0.0]
println(round(train!(w2, A, b); digits=6))
println(w2 == w)
