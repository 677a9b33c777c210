# Runaway recursion stops at the depth limit (20000 nested calls by default) with a located
# StackOverflowError; the repeated call is reported once with its count, not 20000 times.
function countdown(n)
    n == 0 ? 0 : 1 + countdown(n - 1)
end
println(countdown(1000))
runaway(n) = runaway(n + 1) + 1
runaway(1)
