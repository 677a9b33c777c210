let x = 1, y = 2
    x + y
end
let
    z = 3
end
let a; a = 1; end
result = let s = 0
    for i in 1:3
        s += i
    end
    s
end
let x::Int = 1
end
let f(x) = x
end
