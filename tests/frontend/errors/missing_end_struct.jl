struct S
    a::Int
