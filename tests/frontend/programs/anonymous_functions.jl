sq = x -> x^2
add = (a, b) -> a + b
nop = () -> nothing
typed = (x::Float32) -> 2x
blk = x -> begin
    y = x + 1
    y * 2
end
fn = function (x)
    x + 1
end
fn2 = function (x, y)
    x * y
end
kw = (x; k = 1) -> x + k
sp = (xs...) -> sum(xs)
