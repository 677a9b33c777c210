# findfirst/findlast/findnext/findprev/findall, any/all/count, in, argmax/argmin on vectors.
v = [4, 7, 1, 8, 7, 2]
println(findfirst(isodd, v), " ", findlast(isodd, v), " ", findfirst(x -> x > 10, v), " ", findfirst(==(7), v))
println(findnext(isodd, v, 3), " ", findnext(isodd, v, 6), " ", findprev(isodd, v, 4), " ", findprev(x -> x > 7, v, 3))
println(findall(isodd, v), " ", findall(x -> x > 100, v), " ", findall([true, false, true]), " ", findall(==(7), v))
println(findfirst([false, true, true]), " ", findlast([true, true, false]), " ", findfirst(isequal(8), v))
println(any(iseven, v), " ", all(iseven, v), " ", any(x -> x > 8, v), " ", all(x -> x > 0, v))
println(any([false, false]), " ", all([true, true]), " ", any(Bool[]), " ", all(Bool[]))
println(count(isodd, v), " ", count(==(7), v), " ", count([true, false, true]), " ", count(x -> x > 5, 1:10))
println(7 in v, " ", 3 in v, " ", 3 ∉ v, " ", in(2)(v), " ", "b" in ["a", "b"], " ", 2.0 in [1, 2])
println(argmax(v), " ", argmin(v), " ", findmax(v), " ", findmin(v), " ", argmax(abs, [-9, 3]), " ", argmin(x -> (x - 5)^2, v))
println(findmax([1.0, NaN, 3.0]), " ", findmin([2, 1, 1]), " ", findfirst(c -> c == 'l', collect("hello")))
