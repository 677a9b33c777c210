# == compares shapes and elements with ==; isequal treats NaN as equal to itself and -0.0 as
# different from 0.0; arrays of different shapes or lengths are never equal.
a = [1, 2, 3]
println(a == [1, 2, 3], " ", a == [1, 2], " ", a == [1.0, 2.0, 3.0], " ", a != [1, 2, 4])
println([1 2; 3 4] == [1 2; 3 4], " ", [1 2; 3 4] == [1 3; 2 4], " ", [1, 2, 3, 4] == [1 3; 2 4])
println(reshape([1, 2], 1, 2) == [1 2], " ", reshape([1, 2], 2, 1) == [1, 2])
println([NaN] == [NaN], " ", isequal([NaN], [NaN]), " ", [0.0] == [-0.0], " ", isequal([0.0], [-0.0]))
println(a == 1:3, " ", 1:3 == a, " ", collect(1:2:7) == 1:2:7, " ", Int[] == Float64[])
println(["a", "b"] == ["a", "b"], " ", [[1, 2], [3]] == [[1, 2], [3]], " ", Any[1, "x"] == [1, "x"])
b = copy(a)
println(b == a, " ", b === a, " ", a === a)
