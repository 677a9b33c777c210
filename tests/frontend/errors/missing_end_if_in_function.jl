function f(x)
    if x
        1
    end
