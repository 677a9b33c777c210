# @test keywords other than broken/skip join a call; both broken and skip is an error.
using Test

@test 1 == 1 broken=false
println("a broken=false test is an ordinary test")
@test 1 == 2 skip=true broken=true
