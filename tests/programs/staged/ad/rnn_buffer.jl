# An RNN that writes each step's state into column t of a preallocated buffer H: the loop's tape keeps
# only the column each step overwrites (an undo log), not a copy of H per step. The gradient is
# compared with central differences of the function itself, for a body that also reads the buffer.
using Zygote

# h_t = tanh(W h_{t-1} + x[:, t]); H[:, t] = h_t.
function rnn(W, x)
    d, n = size(x)
    H = zeros(d, n)
    h = zeros(d)
    for t in 1:n
        h = tanh.(W * h .+ x[:, t])
        H[:, t] = h
    end
    return sum(H .^ 2)
end

# The step also reads the previous column of H before overwriting column t.
function rnn_reads(W, x)
    d, n = size(x)
    H = zeros(d, n)
    h = zeros(d)
    for t in 1:n
        prev = t > 1 ? H[:, t - 1] : zeros(d)
        h = tanh.(W * h .+ x[:, t] .+ 0.5 .* prev)
        H[:, t] = h
    end
    return sum(H .* H .* H) + sum(h)
end

# Central differences of f with respect to every element of W and of x.
function central(f, W, x)
    step = 1e-6
    gW = zeros(size(W))
    for i in 1:length(W)
        up = copy(W)
        down = copy(W)
        up[i] += step
        down[i] -= step
        gW[i] = (f(up, x) - f(down, x)) / (2 * step)
    end
    gx = zeros(size(x))
    for i in 1:length(x)
        up = copy(x)
        down = copy(x)
        up[i] += step
        down[i] -= step
        gx[i] = (f(W, up) - f(W, down)) / (2 * step)
    end
    return gW, gx
end

W = [0.3 -0.5 0.2; 0.4 0.1 -0.6; -0.2 0.7 0.25]
x = [0.5 -0.1 0.2 0.7 -0.3; 0.3 0.4 -0.6 0.1 0.9; -0.2 0.8 0.05 -0.4 0.6]
for f in (rnn, rnn_reads)
    gW, gx = gradient(f, W, x)
    fW, fx = central(f, W, x)
    println(isapprox(gW, fW; rtol = 1e-6), " ", isapprox(gx, fx; rtol = 1e-6))
    println(round.(gW; digits = 5))
    println(round.(gx; digits = 5))
end
