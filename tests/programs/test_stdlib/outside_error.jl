# A @test whose expression throws, outside any test set: "Error During Test", then the program stops.
using Test

v = [1, 2, 3]
@test v[2] == 2
@test v[5] == 2
println("not reached")
