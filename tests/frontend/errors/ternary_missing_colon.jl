y = a ? b c
