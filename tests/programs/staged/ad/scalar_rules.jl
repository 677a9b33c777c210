# Gradients of scalar functions against their derivatives written out by hand.
using Zygote

println(gradient(x -> 3x^2 + 2x + 1, 2.0))                 # 6x + 2
println(gradient((a, b) -> a * b + a / b, 2.0, 4.0))       # (b + 1/b, a - a/b^2)
println(gradient(x -> exp(x) * sin(x), 0.0))               # e^x (sin x + cos x) at 0
println(gradient(x -> log(x) + sqrt(x), 4.0))              # 1/x + 1/(2 sqrt x)
println(gradient(x -> tanh(x), 0.0))                       # 1 - tanh^2
println(gradient(x -> max(x, 1.0), 3.0), gradient(x -> max(x, 1.0), -3.0))
println(gradient(x -> abs(x), -2.5))
println(gradient(x -> x^3, 2.0f0))                         # Float32 stays Float32
println(typeof(gradient(x -> x^3, 2.0f0)[1]))
println(gradient((x, n) -> x^n, 2.0, 3))                   # no gradient for the Int
println(withgradient(x -> (x^2, "label"), 3.0))            # the first element is differentiated
