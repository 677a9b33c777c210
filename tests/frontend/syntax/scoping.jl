const LR = 0.01
global step = 0
function tick!()
    global step += 1
    local tmp = step * 2
    tmp > 10 && return tmp
    return nothing
end
let count = 0
    inc() = (count += 1)
    inc()
end
