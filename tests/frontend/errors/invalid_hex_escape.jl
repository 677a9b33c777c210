s = "\xZZ"
