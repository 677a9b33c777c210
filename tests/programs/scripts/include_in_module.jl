# include inside a module evaluates the file in that module.
module Tools
include("include/module_body.jl")
end
println(Tools.triple(5))
println(isdefined(Main, :triple), " ", isdefined(Tools, :triple))
