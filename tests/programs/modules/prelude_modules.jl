# The standard modules of the prelude: `using M` brings its exports, `import M` only the module
# name (qualified access), `using M: f` one name.
import Statistics
println(Statistics.mean([1.0, 2.0, 6.0]))
println(isdefined(Main, :median))
using Statistics: median
println(median([5, 1, 3]))
using LinearAlgebra
println(dot([1, 2, 3], [4, 5, 6]), " ", norm([3.0, 4.0]))
println(LinearAlgebra.tr([1 2; 3 4]))
using Printf
@printf("%5.2f|%-4d|%s\n", 3.14159, 7, "x")
println(Base.max(2, 9), " ", Statistics isa Module)
