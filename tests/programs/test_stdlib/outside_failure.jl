# A failing @test outside any test set prints the failure and throws Julia's
# FallbackTestSetException: the program stops there.
using Test

x = 3
@test x + 1 == 4
println("the passing test printed nothing")
@test x + 1 == 5
println("not reached")
