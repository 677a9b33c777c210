# Indices known while staging are checked while staging: the BoundsError has the host's message
# (the `:` shown as the range it stands for) and names the staged call it came from.
function corner(A)
    return A[:, 2]
end
function beyond(A)
    return A[:, 4]
end
println(corner([1.0 2.0; 3.0 4.0]))
println(beyond([1.0 2.0; 3.0 4.0]))
