# A missing Dict key is a KeyError showing the key with `show` (a Symbol keeps its colon).
function lookup(table, name)
    table[name]
end
prices = Dict(:apple => 3, :pear => 5)
println(lookup(prices, :pear))
println(get(prices, :plum, 0))
println(lookup(prices, :plum))
