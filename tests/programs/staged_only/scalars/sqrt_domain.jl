# sqrt of a negative number inside a staged broadcast is Julia's DomainError, recorded in the error
# flag and raised after the run (staged only: the staged message cannot name the value, which Julia's
# "DomainError with -4.0:" does). The first call is fine; sqrt(-0.0) is -0.0, not an error.
norms(x) = sqrt.(x) .+ 1
println(norms([4.0, -0.0, 9.0]))
println(norms([4.0, -4.0, 9.0]))
