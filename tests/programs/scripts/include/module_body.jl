# Included inside a module body: the definitions belong to that module.
triple(x) = 3x
