# error("...") raises an ErrorException with the joined message.
function withdraw(balance, amount)
    amount > balance && error("insufficient funds: balance ", balance, ", requested ", amount)
    balance - amount
end
println(withdraw(100, 30))
println(withdraw(100, 130))
