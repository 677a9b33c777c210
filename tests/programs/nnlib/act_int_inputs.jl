# Integer inputs: relu, relu6, hardtanh and trelu keep the Int type; the others give floats (oftf).
using NNlib
println(relu(-3), " ", relu(4), " ", typeof(relu(-3)))
println(relu6(7), " ", relu6(-2), " ", typeof(relu6(7)))
println(hardtanh(-3), " ", hardtanh(1), " ", typeof(hardtanh(-3)))
println(trelu(1), " ", trelu(2), " ", typeof(trelu(2)))
println(leakyrelu(-2), " ", leakyrelu(3), " ", typeof(leakyrelu(3)))
println(elu(2), " ", elu(-2, 0), " ", typeof(elu(2)))
println(σ(0), " ", hardσ(0), " ", softsign(1), " ", swish(0))
println(softplus(0) == log(2), " ", gelu(1) == gelu(1.0), " ", typeof(gelu(1)))
println(typeof(relu6(7.5f0)), " ", typeof(gelu(1.0f0)), " ", typeof(σ(1.0f0)), " ", typeof(elu(-1.0f0)))
println(hardswish.(-5:5))
