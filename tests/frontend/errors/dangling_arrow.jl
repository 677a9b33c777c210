f = x ->
