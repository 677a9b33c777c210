# @testset over a `for` loop: one test set per iteration, named by its (interpolated) description
# or, without one, by the loop variables; outside any set each prints its own summary.
using Test

@testset "square of $i" showtiming=false for i in 1:3
    @test i^2 == i * i
end

@testset showtiming=false for i in 1:2, j in [10, 20]
    @test i < j
end

# Inside an outer set the iterations are nested sets of it.
@testset "table" showtiming=false begin
    @testset "row $r" for r in 1:2
        @test r > 0
        @test r < 2
    end
end
