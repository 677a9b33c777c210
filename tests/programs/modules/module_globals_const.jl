# Module globals, const bindings and functions that read and assign them.
module Counter
const STEP = 2
count = 0
function tick!()
    global count += STEP
    return count
end
current() = count
end
Counter.tick!()
Counter.tick!()
println(Counter.current(), " ", Counter.count, " ", Counter.STEP)
# Main's globals are separate from the module's.
count = 100
println(count, " ", Counter.count)
# A const in Main used inside functions.
const SCALE = 3
scaled(x) = SCALE * x
println(scaled(7))
