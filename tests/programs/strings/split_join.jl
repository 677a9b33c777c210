# split returns SubStrings; with no delimiter it splits on whitespace and drops empty pieces.
parts = split("a,b,,c", ",")
println(parts, " ", length(parts), " ", typeof(parts[1]))
println(split("  a b  c "), " ", split("a,b,c", ","; limit=2), " ", split("a b", " "; keepempty=false))
println(split("a--b--c", "--"), " ", split("x1y22z", isdigit), " ", split("abc", ""), " ", split("", ","))
println(rsplit("a.b.c", "."; limit=2), " ", rsplit("a.b.c", "."), " ", split("one two", ' '))
nums = length.(split("10 200 3000"))
println(nums, " ", sum(nums))
# join prints each element; an optional last delimiter goes before the final one.
println(join(["x", "y", "z"], "-"), " ", join([1, 2, 3], ", ", " and "), " ", join(["only"], ", ", " and "))
println(join(['a', 'b', 'c', 'd', 'e']), " ", join((1, 2.5, "x", :s), "|"), " ", "[", join(String[], ","), "]", " ", join([1 2; 3 4], " "))
words = ["julia", "is", "fast"]
println(join(uppercase.(words), " "), " ", join(reverse(words), "<"), " ", join(map(length, words)))
