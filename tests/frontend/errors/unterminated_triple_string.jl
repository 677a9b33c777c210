doc = """
  text
