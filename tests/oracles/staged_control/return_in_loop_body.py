from jl import *
line(3.0 * 2)      # the body returns in its first trip
line(0.0)          # no trips: the value after the loop
