from jl import *
# Hand calculation: each value is exact in binary.
line(6.5, " Float64")
line(6.0, " Float64")
line(np.float32(0.75), " Float32")
line(13, " Int64")
line(2.0, " Float64")      # 0 + 1*0.5 + 3*0.5
c = 1.0
for v in [0.5, 2.0]:
    c = c * v + 1
line(c)                    # (1*0.5+1)*2+1 = 4.0
