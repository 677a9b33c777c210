from jl import *
line(5.0 * 2)
line(2.0 * 4.0)
