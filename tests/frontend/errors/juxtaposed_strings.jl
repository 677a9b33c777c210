x = "a""b"
