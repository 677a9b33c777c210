# `juxla compile --entry loopgrad` of a gradient through a `for` loop prints one module in which the
# forward and backward loops are stablehlo.while ops: the second call, with 100 times the trip
# count, reuses it (tests/staging/compile_gradient_test.sh).
using Zygote
function rollout(A, h, n)
    for i in 1:n
        h = tanh.(A * h)
    end
    sum(h)
end
loopgrad(A, h, n) = gradient(A -> rollout(A, h, n), A)[1]
A = [0.5 -0.3; 0.2 0.4]
h = [1.0, -1.0]
loopgrad(A, h, 10)
loopgrad(A, h, 1000)
