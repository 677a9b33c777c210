re = r"\d+"
rei = r"^[a-z]+$"i
p = raw"C:\path\no\escape"
q = raw"a\"b"
b = b"bytes"
t = r"""
    multi
    line
    """
v = v"1.2.3"
s = Base.r"x"
