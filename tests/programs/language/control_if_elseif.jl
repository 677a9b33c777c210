# if/elseif/else chains; `if` is an expression whose value is the branch taken.
function classify(x)
    if x < 0
        "negative"
    elseif x == 0
        "zero"
    elseif x < 10
        "small"
    else
        "large"
    end
end
for v in (-5, 0, 3, 42)
    println(v, " is ", classify(v))
end

# An if without a taken branch has the value `nothing`.
r = if false
    1
end
println(r === nothing)

# Ternary operators, nested right-associatively.
sign_word(x) = x > 0 ? "pos" : x < 0 ? "neg" : "zero"
println(sign_word(3), " ", sign_word(-3), " ", sign_word(0))

# Conditions may be any Bool expression, including comparison chains.
y = 5
if 1 < y < 10 && y != 7
    println("in range")
end
if !(y == 5)
    println("unreachable")
else
    println("not not five")
end
