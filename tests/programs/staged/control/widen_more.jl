# More widening of loop-carried values by Julia's promotion: a Bool counter becomes Int64, an Int
# accumulator of Int/2 becomes Float64, an Int32 accumulator stays Int32 with Int16 elements.
function count_pos(x)
    c = false
    for i in 1:length(x)
        c += x[i] > 0
    end
    c, typeof(c)
end
println(count_pos([1.0, -2.0, 3.0]))
function halfsum(v)
    s = 0
    for i in 1:length(v)
        s += v[i] / 2
    end
    s
end
println(halfsum([1, 2, 3]))
function int32acc(v)
    s = Int32(0)
    for i in 1:length(v)
        s += v[i]
    end
    s, typeof(s)
end
println(int32acc(Int32[100, 200]))
println(int32acc(Int16[100, 200]))
