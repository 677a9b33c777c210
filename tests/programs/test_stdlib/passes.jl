# Julia's Test: passing tests of each form inside test sets; a test set whose tests all pass prints
# one summary line (nested sets are not listed unless verbose=true).
using Test

square(x) = x * x

@testset "arith" showtiming=false begin
    @test square(3) == 9
    @test 1 < square(2) <= 4           # a chained comparison
    @test !(square(2) == 5)
    @test square(0.1) ≈ 0.01
    @test square(1.0) ≈ 1.05 atol=0.1
    @test isapprox(square(2.0), 4.1; rtol=0.05)
    @test 2.0 ≈ 2.1 rtol=0.1
    @test isequal(square(2), 4)
    @test occursin("ell", "hello")
    @test isempty(Int[])
    @test 3 in [1, 2, 3]
    @test square(2) isa Int
    @test_broken square(2) == 5
    @test square(2) == 5 broken=true
    @test error("never evaluated") skip=true
    @test_skip square(2) == 5
    @test (@inferred square(4)) == 16
end

# Tests at top level, outside any set: a pass prints nothing.
@test square(5) == 25
@test_broken square(5) == 26
println("top-level tests passed")

# Nested sets: a passing outer set prints one line; with verbose=true, one per set.
@testset "outer" showtiming=false begin
    @testset "inner a" begin
        @test true
    end
    @testset "inner b" begin
        @test square(3) > 8
        @test square(3) < 10
    end
end
@testset verbose=true showtiming=false "verbose outer" begin
    @testset "a" begin
        @test true
    end
    @testset "a much longer name" begin
        @test true
        @test_broken false
    end
end

# The value of @testset is the test set.
ts = @testset "returned" showtiming=false begin
    @test true
end
println(ts isa Test.DefaultTestSet, " ", ts.description, " ", ts.n_passed)

# With timing (the default): the time column.
@testset "timed" begin
    @test sum(1:100) == 5050
end
