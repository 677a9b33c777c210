from jl import *
line(1.5 * 2)
line((3.0, 2))
