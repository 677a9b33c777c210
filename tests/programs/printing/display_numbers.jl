# display aligns numbers: integers right, floats at the first of . e E f F (so -Inf splits at its f);
# unsigned elements in hex, Bool as 1/0, Float32 without f0 except in exponent form.
display(UInt8[1 2; 255 4])
display(Int8[-1, 100, 7])
display([true false; false true])
display([true, false])
display(Int32[1 -200])
display([1.5f0 2.0f0; -0.25f0 1.0f-5])
display([1.0 -Inf; NaN 0.0])
