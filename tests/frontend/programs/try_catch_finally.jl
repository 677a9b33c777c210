try
    risky()
catch e
    @warn "failed" exception = e
finally
    cleanup()
end
try
    f()
catch
end
try g() catch err; println(err) end
try
    h()
finally
    close(io)
end
try
    x
catch e
    y
else
    z
end
