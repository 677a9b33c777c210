import A...
import A.⋆.f
import .⋆
import ....A
import A.B.C
import A.==
import A: x as y
using A: x as y
import A: +, ==
import @x
import $A.@x
