while i < n
    i += 1
end
while true
    x = step(x)
    converged(x) && break
    isnan(x) ? break : continue
end
while (line = readline(io)) != ""
end
while !done; done = poll(); end
