# An integer raised to a negative integer power is a DomainError unless the base is 1 or -1
# (staged only: the staged message cannot name the power, as Julia's does).
pw(n) = (n[1]^n[2], (-1)^n[2], 1^n[2])
println(pw([3, 2]))
println(pw([3, -1]))
