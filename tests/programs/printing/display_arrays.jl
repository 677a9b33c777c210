# display (show with MIME"text/plain"): a summary line, then aligned columns. Numbers align
# right (floats at the decimal point); a matrix of several columns prints its elements :compact.
display([1.0 2.0; 3.0 4.0])
display([1, 2, 3])
display([1 -20; 300 4])
display([1/3 1.0; 2.0 3.5])
display([1.5, -22.25, 300.0])
display(["a", "bcd"])
display(Int[])
display(zeros(2, 0))
display(Any[1 "two"; 3.5 :x])
display(Float32[0.1, 2])
display(reshape(collect(1:8), 2, 2, 2))
