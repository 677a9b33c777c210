# Julia's Test: failures and errors inside a test set are printed where they happen ("set: Test
# Failed at FILE:LINE", the expression, and the values compared), counted, and the outermost set
# prints its summary, with the nested sets that did not all pass, then throws TestSetException.
using Test

square(x) = x * x
v = [1.0, 2.0, 3.0]

@testset "failures" showtiming=false begin
    @test square(3) == 10
    @test 1 < square(2) < 4
    @test !(square(2) == 4)
    @test square(2.0) ≈ 4.5 atol=0.1
    @test isapprox(square(2.0), 4.5; rtol=0.01)
    @test isequal(v, [1.0, 2.0, 4.0])
    @test occursin("xyz", "hello")
    @test "abc" == "abd"
    @test :a == :b
    @test sum(v)                       # not a Bool: an error
    @test v[4] == 1.0                  # throws: an error, not a failure
    @test_broken square(2) == 4        # passes unexpectedly: an error
    @test square(2) == 4
    @testset "nested ok" begin
        @test true
    end
    @testset "nested bad" begin
        @test true
        @test square(1) == 2
        @test_broken false
    end
    error("an error outside of a @test ends the set")
    @test true                         # not reached
end
println("not reached")
