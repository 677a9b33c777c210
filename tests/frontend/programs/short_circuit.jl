x > 0 && y > 0
a || b || c
a && b || c && d
!a || b
x === nothing && return
isempty(xs) || error("empty")
a && (b || c)
