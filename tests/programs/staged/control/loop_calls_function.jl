# A loop body that calls user functions: a scalar helper, a helper returning a tuple, and a
# mutating helper; all are inlined into the body of one stablehlo.while.
sq(v) = v * v
function huber(r, delta)
    a = abs(r)
    a <= delta ? r * r / 2 : delta * (a - delta / 2)
end
minmax2(a, b) = a < b ? (a, b) : (b, a)
function swap!(x, i, j)
    t = x[i]
    x[i] = x[j]
    x[j] = t
    nothing
end

function losses(pred, target)
    l2 = 0.0
    h = 0.0
    for i in 1:length(pred)
        l2 += sq(pred[i] - target[i])
        h += huber(pred[i] - target[i], 1.0)
    end
    l2, h
end
println(losses([1.0, 2.0, 5.0], [1.5, 0.0, 5.25]))

# Bubble sort: n-1 full passes (nested whiles), swapping with the mutating helper.
function bubble!(x)
    n = length(x)
    for k in 1:n-1
        for i in 1:n-1
            lo, hi = minmax2(x[i], x[i+1])
            if x[i] != lo
                swap!(x, i, i + 1)
            end
        end
    end
    x
end
println(bubble!([3.0, -1.0, 2.5, 0.0, 7.0, 2.5]))
