x = 1
if x > 0
    y = "a\r\nb"
end
s = """
    two
    lines
    """
z = [1 2
     3 4]
