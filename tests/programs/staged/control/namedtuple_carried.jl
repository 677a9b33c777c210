# A NamedTuple state carried by a staged loop, flattened to its leaves (decision 6).
function doubling_state(x)
    st = (a = x[1], b = 0)
    for i in 1:3
        st = (a = st.a * 2, b = st.b + 1)
    end
    st
end
println(doubling_state([1.5]))
