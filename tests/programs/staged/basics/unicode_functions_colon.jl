# √ and ∛ are sqrt and cbrt (also in compiled code and broadcasts); Colon() is `:`; ismutable.
root_sum(x) = √(sum(x)) + ∛(x[1])
println(√4.0, " ", ∛27.0, " ", root_sum([8.0, 8.0]), " ", .√[1.0, 4.0, 9.0])
println(Colon() === (:), " ", (:) isa Colon, " ", sum([1 2; 3 4]; dims = Colon()))
first_column(x) = x[Colon(), 1]
println(first_column([1.0 2.0; 3.0 4.0]))
println(ismutable([1]), " ", ismutable(1), " ", ismutable("s"))
