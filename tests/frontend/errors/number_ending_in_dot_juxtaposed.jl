y = 2.x
