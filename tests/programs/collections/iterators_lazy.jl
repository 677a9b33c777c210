# Base.Iterators: lazy take/drop/filter/map/flatten/product/partition and unbounded sources.
using Base.Iterators: take, drop
println(collect(take(1:10, 3)), " ", collect(drop(1:5, 3)), " ", collect(take([7, 8], 5)), " ", collect(drop(1:2, 5)))
println(collect(Iterators.takewhile(x -> x < 4, 1:10)), " ", collect(Iterators.dropwhile(x -> x < 4, 1:6)))
println(collect(take(Iterators.countfrom(5, 2), 3)), " ", collect(take(Iterators.countfrom(), 2)))
println(collect(Iterators.repeated("a", 3)), " ", collect(take(Iterators.cycle([1, 2]), 5)))
println(collect(Iterators.filter(iseven, 1:10)), " ", first(Iterators.filter(x -> x > 3, [1, 5, 9])))
println(collect(Iterators.map(x -> 2x, 1:3)), " ", collect(Iterators.flatten([[1, 2], [3]])))
println(collect(Iterators.product(1:2, 1:3)))
for chunk in Iterators.partition([1, 2, 3, 4, 5, 6, 7], 3)
    print(collect(chunk), " ")
end
println(length(Iterators.partition(1:7, 3)))
println(collect(Iterators.reverse([1, 2, 3])), " ", collect(Iterators.rest([5, 6, 7], 2)))
println(sum(take(Iterators.countfrom(1), 100)), " ", collect(Iterators.enumerate(take("abc", 2))))
for (i, x) in zip(Iterators.countfrom(0), ["a", "b"])
    print(i, x, " ")
end
println()
