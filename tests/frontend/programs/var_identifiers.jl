var"my var" = 1
y = var"my var" + 1
var"end" = 2
f(var"x y") = 0
s = :var"sym bol"
