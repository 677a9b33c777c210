y = a--b
