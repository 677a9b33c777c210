ex = quote
    x = 1
    y = x + 1
end
a = :(f(x))
b = :($x + $(y))
c = quote end
d = :(a.b)
e = Expr(:call, :+, 1, 2)
f = :(x::Int)
g = :($(esc(name)) = 1)
