"Rectified linear unit."
relu(x) = max(0, x)

"""
    Dense(in => out, σ)

A fully connected layer.
"""
struct Dense
    W
end

"Layer with `$N` inputs."
const Layer = Dense

"""
Docs for a function.
"""
function f(x)
    x
end

"not a docstring"

g = 1
