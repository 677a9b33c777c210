from jl import *
# x[1] = 1.0: 2.0 <= 2.5, k = 6 > 1 -> return -6; x[1] = 3.0: the loop does not run -> 5
line(-6, " ", 5)
