x = a :> b
