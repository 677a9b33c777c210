# ARGS holds what follows the script's name on the command line (tests/cli/run_args_test.sh).
println(typeof(ARGS), " ", length(ARGS))
for a in ARGS
    println(repr(a))
end
