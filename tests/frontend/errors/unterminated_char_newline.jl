c = 'a
d = 2
