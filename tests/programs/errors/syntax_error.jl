# A syntax error stops the script before anything runs: nothing is printed.
println("never printed")
total = (1 + 2
println(total)
