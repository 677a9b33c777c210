# The usual script shape: helpers, a main function with locals, and one call at the end.
function parse_config(args)
    config = (verbose = false, n = 3)
    for a in args
        if a == "-v"
            config = merge(config, (verbose = true,))
        end
    end
    return config
end
function simulate(n)
    state = 1
    history = Int[]
    for step in 1:n
        state = (state * 7 + 3) % 11
        push!(history, state)
    end
    return history
end
function main(args)
    cfg = parse_config(args)
    h = simulate(cfg.n)
    cfg.verbose && println("history: ", h)
    println("final: ", h[end])
    return 0
end
status = main(["-v"])
println("status ", status)
main(String[])
