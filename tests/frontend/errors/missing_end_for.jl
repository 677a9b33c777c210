for i in 1:3
    println(i)
