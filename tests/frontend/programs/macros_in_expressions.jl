f(@m(x), y)
v = [@foo x]
w = [@foo]
t = (@a b, c)
u = g(@show x)
s = @m(x) + @n(y)
r = 1 + @m x
