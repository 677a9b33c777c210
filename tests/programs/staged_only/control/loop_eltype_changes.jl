# A loop that changes an array's element type (Vector{Float64} to Vector{Bool}): no promotion
# gives one array type, so a located error.
function threshold(x)
    y = x
    for i in 1:2
        y = y .> 0.5
    end
    y
end
# Converting back to Float64 each time keeps one type and compiles.
function threshold_ok(x)
    y = x
    for i in 1:2
        y = Float64.(y .> 0.5)
    end
    y
end
println(threshold_ok([1.0, 0.0]))
println(threshold([1.0, 0.0]))
