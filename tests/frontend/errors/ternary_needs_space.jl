y = a ?b : c
