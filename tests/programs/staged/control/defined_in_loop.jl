# Variables first assigned inside a staged loop body and read after the loop (a value, and a
# closure capturing a staged value).
function last_doubled(x)
    local last
    for i in 1:length(x)
        last = x[i] * 2
    end
    last
end
println(last_doubled([3.0, 5.0]))

function last_scaler(x)
    local g
    for i in 1:length(x)
        c = x[i]
        g = v -> v * c
    end
    g(2.0)
end
println(last_scaler([3.0, 4.0]))
