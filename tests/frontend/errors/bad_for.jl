for i 1:10
    println(i)
end
for j in 1:3
end
