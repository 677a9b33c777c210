x = var"a"b
