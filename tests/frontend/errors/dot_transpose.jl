y = x.'
