from jl import *
# Hand calculation.
line(0, " Int64")
line(0, " Int64")
line(0.75, " Float64")
line(np.array([1.0, 2.0]))                 # 0:-1:1 and 2:1 are both empty
line(np.array([-1.0, 8.0, 3.0]))           # 1:-1:1 -> x[1] = -1; 2:2 -> x[2] = 8
line((3.0, 0))
line((75.0, 2))                            # 300 -> 150 -> 75
