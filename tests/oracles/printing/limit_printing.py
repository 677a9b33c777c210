# Oracle for tests/programs/io/limit_printing.jl (run with /usr/bin/python3): Julia's show_vector
# under :limit and print_matrix (base/arrayshow.jl) worked by hand for displaysize (10, 80) and (12, 40).
print("[" + ", ".join(map(str, range(1, 11))) + "  …  " + ", ".join(map(str, range(91, 101))) + "]")
print("[" + ", ".join(map(str, range(1, 21))) + "]")
# screenheight 10 - 4 = 6: rows 1:3, then ⋮, then the last div(6 - 1, 2) = 2 rows; right-aligned.
print("100-element Vector{Int64}:")
for x in ["   1", "   2", "   3", "   ⋮", "  99", " 100"]:
    print(x)
print("30-element Vector{Float64}:")
for x in ["  1.5", "  3.0", "  4.5", "  ⋮", " 43.5", " 45.0"]:
    print(x)
# 20x20 in (12, 40): screenheight 8 -> rows 1:4 and 18:20; screenwidth 39 -> 4 columns (width 2)
# left of "  …  " and 3 (width 3) right of it; hdots on rows where (i - 1) % 5 == 0; the ⋮ row
# pads the left part on its right (12 spaces after the first ⋮), then "  ⋱  ", then the right part
# with its ⋮ in column mod(3 - 20 + 1, 5) = 4 (none of the 3), unpadded after the last column.
print("20×20 Matrix{Int64}:")
def row(i, dots):
    left = "  ".join("%2d" % (i + 20 * (j - 1)) for j in range(1, 5))
    right = "  ".join("%3d" % (i + 20 * (j - 1)) for j in range(18, 21))
    return " " + left + ("  …  " if dots else "     ") + right
for i in (1, 2, 3, 4):
    print(row(i, (i - 1) % 5 == 0))
print(" " + " ⋮" + " " * 12 + "  ⋱  " + " " * 10)
for i in (18, 19, 20):
    print(row(i, (i - 1) % 5 == 0))
print(sum(len(str(i)) for i in range(1, 101)) + 99 * 2 + 2)
