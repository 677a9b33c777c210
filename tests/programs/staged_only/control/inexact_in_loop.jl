# Writing a Float64 into an Int array inside a staged loop converts it, and a value that is not an
# integer raises InexactError after the run (the error flag; the value itself is not reported).
function add_half!(v, x)
    for i in 1:length(v)
        v[i] += x[i] * 0.5
    end
    v
end
println(add_half!([1, 2], [2.0, 4.0]))
println(add_half!([1, 2], [2.0, 3.0]))
