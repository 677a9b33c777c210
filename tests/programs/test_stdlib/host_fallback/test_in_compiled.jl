# A @test inside a function that would be compiled: Test records its results on the host, so the
# host call that reaches it runs in the evaluator instead (a warning says so; the calls on arrays it
# makes are still compiled), and the results are Julia's.
using Test

function check(x)
    @test size(x) == (3,)
    @test sum(x) > 0
    return 2 * sum(x)
end

@testset "compiled" showtiming=false begin
    y = [1.0, 2.0, 3.0]
    @test check(y) == 12.0
    @test check(-y) == -12.0
end
