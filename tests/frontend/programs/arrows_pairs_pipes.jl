f = x -> 2x
g = (x, y) -> x + y
h = () -> 0
k = (x; y = 1) -> x * y
m = x::Int -> x
d = Dict("a" => 1, "b" => 2)
p = :a => :b => :c
y = x |> f |> g
z = f <| g <| x
w = x |> (v -> v .+ 1)
u = map(x -> x^2, xs)
s = a => b |> c
r = x -> y -> x + y
