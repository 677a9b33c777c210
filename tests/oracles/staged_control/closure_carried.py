from jl import *
line(1.0 + 2.0 + 4.0)
line(1.0 + 4.0)
line(2.0 * 5.0)      # the closure sees c's last value
