s = "bad \q escape"
