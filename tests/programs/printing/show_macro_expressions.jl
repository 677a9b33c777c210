# @show and @assert print the expression as Julia shows an Expr: binary operators spaced, a:b not,
# call and index arguments after ", ".
x = 5
A = [1 2; 3 4]
@show x+1 x x^2 size(A,1) A[1,2] (x-1)*2 1:x x>3 -x (x,1)
@assert x<3
