# @testset needs a body; its options are Julia's; custom test set types are not provided.
using Test

function check()
    @testset "no body" 1 + 1
end
println("the definition is fine; the error comes when the body is lowered")
check()
