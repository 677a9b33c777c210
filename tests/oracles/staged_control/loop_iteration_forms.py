from jl import *
line(1.0 + 3.0 + 5.0)
line(float(0b1011))
line(float(0b1101))
line(3.0, " ", -1.0)
