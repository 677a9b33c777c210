function f(x)
    x ** 2
end
g(x) = x --1
