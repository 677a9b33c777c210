# Reading a name that was never assigned is an UndefVarError naming the module searched.
total = 10
println(total)
println(totl + 1)
