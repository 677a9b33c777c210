# A name that is neither local nor global inside a function body: the error is raised when the
# line runs, with the caller in the notes.
function scale(xs)
    out = Float64[]
    for x in xs
        push!(out, x * factor)
    end
    out
end
println(scale(Float64[]))
println(scale([1.0]))
