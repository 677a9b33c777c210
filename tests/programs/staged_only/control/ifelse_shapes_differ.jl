# `ifelse` on a staged condition choosing between a matrix and a vector: a located error at the
# user's call (not inside the prelude's `ifelse`), not a silent `nothing`.
function pick(W, x)
    y = ifelse(W[1, 1] > 0, W, x)
    return y
end
println(pick([1.0 2.0; 3.0 4.0], [5.0, 6.0]))
