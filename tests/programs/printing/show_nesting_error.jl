# Showing a value nested deeper than 10 000 levels is a StackOverflowError (Julia's recursive
# show runs out of stack too) rather than a crash; shallower nesting prints.
a = Any[]
for i in 1:100
    global a = Any[a]
end
println(length(string(a)))
t = ()
for i in 1:20000
    global t = (t,)
end
println(length(string(t)))
