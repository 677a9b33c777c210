abstract type A
