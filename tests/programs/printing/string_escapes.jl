# show escapes what would not read back: control characters by their C escapes, NUL as \0
# (\x00 before a digit 0-7), other unprintable characters as \x or \u; printable Unicode stays.
show("a\u200bb"); println()
show("\x80x"); println()
show('\u200b'); println()
show("tab\there\r\n\a\b\f\v"); println()
show("\$(x) \$y"); println()
show("\x7f"); println()
show("1\0002 \0 end"); println()
show("é\u0301 ✓ 日本"); println()
println(repr("\e[0m"), " ", length(repr("\n")), " ", escape_string("\u200b"))
