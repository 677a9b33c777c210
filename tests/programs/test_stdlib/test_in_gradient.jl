# Gradients exist only as compiled code, so a @test inside the differentiated function is a located
# error (in Julia, Zygote cannot differentiate the try/catch of a @test either).
using Test, Flux

function loss(w, x)
    @test length(w) == 2
    return sum(w .* x)
end
w = [1.0, 2.0]
x = [3.0, 4.0]
@test gradient(w -> sum(w .* x), w)[1] == x
println("a test of a gradient is fine")
gradient(w -> loss(w, x), w)
