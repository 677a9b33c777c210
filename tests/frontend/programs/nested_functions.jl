function outer(x)
    function inner(y)
        helper(z) = z + x
        helper(y) * 2
    end
    g = y -> inner(y) + 1
    return g(x)
end
