const N = 10
const a, b = 1, 2
global counter = 0
global x, y
local z = 1
function bump!()
    global counter += 1
    local tmp
    tmp = counter
end
const global G = 1
global const H = 2
const T = Float32
