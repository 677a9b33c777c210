from jl import *
line(10 // 1 + 10 // 2 + 10 // 3)     # the second call raises DivideError (the .err file)
