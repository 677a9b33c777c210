# Mutable structs are shared by reference: every binding, container and closure sees updates.
# Immutable structs are values: "changing" one means building a new one.
mutable struct Account
    owner::String
    balance::Int
end
a = Account("ann", 10)
b = a
b.balance += 5
println(a.balance, " ", a === b)
accounts = [a, Account("bob", 0)]
accounts[1].balance *= 2
println(a.balance, " ", accounts[2])
deposit!(acc, n) = (acc.balance += n; acc)
deposit!(accounts[2], 7)
println(accounts[2].balance, " ", sum(acc -> acc.balance, accounts))

# The same object twice in a vector: one update, two views of it.
twice = [a, a]
twice[1].owner = "anne"
println(twice[2].owner, " ", a.owner)

struct Reading
    sensor::String
    value::Float64
end
r = Reading("t1", 20.5)
r2 = Reading(r.sensor, r.value + 1)
println(r, " ", r2, " ", r == Reading("t1", 20.5))
# An immutable struct holding a mutable field: the field's contents can change.
struct Log
    entries::Vector{String}
end
journal = Log(String[])
push!(journal.entries, "start")
push!(journal.entries, "stop")
println(journal.entries, " ", length(journal.entries))
println(ismutable(a), " ", ismutable(r))
