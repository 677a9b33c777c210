# Mutable structs: fields change in place; objects have identity.
mutable struct Account
    owner::String
    balance::Int
end
a = Account("ann", 100)
a.balance += 50
println(a.balance)
b = a            # same object
b.balance = 0
println(a.balance)
c = Account("ann", 0)
println(a === b, " ", a === c, " ", a == c)
# Functions mutate their arguments' fields (by convention named with !).
function deposit!(acct::Account, amount)
    acct.balance += amount
    return acct
end
deposit!(a, 30)
println(a)
# Field assignment converts to the field's type.
a.balance = 7.0
println(a.balance, " ", typeof(a.balance))
# setfield! and getfield by name.
setfield!(a, :owner, "bob")
println(getfield(a, :owner), " ", getfield(a, 2))
# Mutable structs inside containers are shared, not copied.
accounts = [Account("x", 1), Account("y", 2)]
first_acct = accounts[1]
first_acct.balance = 1000
println(accounts[1].balance)
println(ismutable(a), " ", ismutable(1))
