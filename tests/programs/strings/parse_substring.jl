# parse and tryparse accept any AbstractString, including the SubStrings split returns.
nums = parse.(Int, split("10 20 30"))
println(nums, " ", sum(nums))
println(tryparse(Float64, split("1.5,x", ",")[1]), " ", tryparse(Int, split("1.5,x", ",")[2]))
