# `<< >> >>>` are left associative and bind tighter than `//`.
a << b << c
a >> b >>> c
a << b + c
a + b << c
a << b ^ c
a << -b
a .<< b
