# Base's exception types are exported: user code throws them by name.
function check_width(w)
    w > 0 || throw(ArgumentError("width must be positive, got $w"))
    w
end
println(check_width(3))
println(ArgumentError("x") isa Exception)
check_width(0)
