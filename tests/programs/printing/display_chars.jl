# display of a Char (text/plain) adds its code point and Unicode category; a Vector of Chars
# displays each element that way, a matrix (printed :compact) shows only the quoted characters.
display('a')
display(['∀', '1', ' ', '\n', '€', '_', '"', 'é'])
display(['x' 'y'])
println('a', " ", repr('a'), " ", ['a'])
