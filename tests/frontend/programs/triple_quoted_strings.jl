doc = """
    Dense layer.
      indented more
    back
    """
t2 = """no newline start"""
t3 = """
    interp $x here
    """
t4 = """
  a
 b"""
t5 = """
    a "quoted" word
    """
t6 = """
    first

    after blank
    """
t7 = """
	x
	y"""
