"Adds one."
inc(x) = x + 1

"""
    relu(x)

Rectified linear unit.
"""
relu(x) = max(zero(x), x)

"""
Interpolated $(version) doc
"""
struct Versioned end

"not a docstring"

x = 1
@doc "Macro form" f
