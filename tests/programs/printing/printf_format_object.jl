# Printf.Format keeps a format for reuse with Printf.format (to a String or a stream); qualified
# macro calls work after `import Printf`.
import Printf
Printf.@printf("%d|%s\n", 5, "five")
s = Printf.@sprintf("%.1f", 2.25)
println(s, " ", typeof(s))
f = Printf.Format("%05.1f|%-3s|")
println(Printf.format(f, 3.14159, "x"))
Printf.format(stdout, f, -2.0, "yz")
println()
rows = [(1, 0.5), (10, 12.25)]
row = Printf.Format("%3d %8.3f\n")
for (n, x) in rows
    Printf.format(stdout, row, n, x)
end
Printf.@printf("%d %d\n", 1)
