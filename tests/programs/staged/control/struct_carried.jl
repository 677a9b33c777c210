# An immutable struct carried by a staged loop (flattened to its leaves, decision 6), starting
# from host field values and rebuilt from staged ones in a staged if.
struct Tally
    total::Float64
    count::Int
end
function positive_tally(x)
    st = Tally(0.0, 0)
    for i in 1:length(x)
        if x[i] > 0
            st = Tally(st.total + x[i], st.count + 1)
        end
    end
    st.total, st.count
end
println(positive_tally([1.0, -2.0, 3.0]))

struct P{T}
    v::T
end
function accumulate_p0(x)
    p = P(0.0)
    for i in 1:length(x)
        p = P(p.v + x[i])
    end
    p.v
end
println(accumulate_p0([1.5, 2.0]))
