function relu(x)
    if x > 0
        return x
    else
        return zero(x)
end
