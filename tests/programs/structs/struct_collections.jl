# Vectors of structs: building, mapping, filtering, sorting by a field, summing a field.
struct Item
    name::String
    price::Int
    qty::Int
end
items = [Item("pen", 3, 10), Item("book", 12, 2), Item("cup", 5, 4)]
println(length(items), " ", eltype(items))
println(map(i -> i.name, items))
println(sum(i -> i.price * i.qty, items))
println([i.name for i in items if i.price > 4])
cheapest = items[argmin([i.price for i in items])]
println(cheapest)
by_price = sort(items; by = i -> i.price, rev = true)
println([i.name for i in by_price])
# A tuple of structs and a NamedTuple of structs.
pair = (Item("a", 1, 1), Item("b", 2, 2))
println(pair[2].qty)
inventory = (first = items[1], last = items[end])
println(inventory.last.name)
