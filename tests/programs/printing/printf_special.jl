# @printf edge cases (stdlib/Printf): Inf and NaN print as Julia spells them for every float
# conversion; %d of a float prints it as %.0f; %s and %c print any value; * takes width and
# precision from the arguments; negative hex/octal keep a minus sign.
using Printf
@printf("%5.2f|%e|%g|%E|%-6f|%+f\n", Inf, NaN, -Inf, Inf, NaN, Inf)
@printf("%d|%5s|%-5s|%s\n", 3.0, :ab, 'c', nothing)
@printf("%.3s|%c|%5c|\n", "abcdef", 'é', 'x')
@printf("%x %o %X\n", -255, -8, 3054)
@printf("%*d|%-*d|%.*f\n", 5, 42, 4, 7, 2, 3.14159)
