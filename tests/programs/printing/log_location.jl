# A warning or error names the module whose code logged it (Main.Outer.Inner inside nested
# modules) and the file:line of the macro call; log messages are printed with print.
module Outer
module Inner
check(x) = x < 0 && @warn "negative input" x
end
report(n) = @error "failed after $n tries" attempts = n
end
Outer.Inner.check(-2)
Outer.Inner.check(3)
Outer.report(4)
@warn "top level"
@info "shown" msg = "text" sym = :s ch = 'c'
