# Reading a field a struct does not have (Julia 1.10's getfield error).
struct Sample
    id::Int
    value::Float64
end
s = Sample(1, 0.5)
println(s.value)
println(s.val)
