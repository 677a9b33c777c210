from jl import *
line(3.25)
line(0.5 + 0.5 + 8.0)
line(2.0 + 5.0)
