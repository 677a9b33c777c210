begin f() where T = x end
quote body end
while cond body end
for x in xs, y in ys
    a
end
let x=1,y=2 end
let x+=1 ; end
let ; body end
abstract type A < B end
primitive type A $N end
struct A
    "doca"
    a
    "docb"
    b
end
return x,y
module $A end
export $a, $(a*b)
export +, ==
if a xx elseif b yy else zz end
