# `v'` of a vector keeps its vector, as Julia's Adjoint does: v'A is a row again, a row times a
# vector is a scalar, and (v')' is v itself.
function rows(v, w, A)
    r = v' * A
    return (r * w, (v')' === v, size(v'), v' * A * w, (r')[2], r)
end
println(rows([1.0, 2.0], [1.0, 0.0, -1.0], [1.0 2.0 3.0; 4.0 5.0 6.0]))
println(rows([1, 2], [1, 0, -1], [1 2 3; 4 5 6]))
