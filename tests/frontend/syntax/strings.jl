# `!` continues a name, so "$name!" interpolates `name!` (as in Julia).
greeting = "Hello, $name!"
summary = "loss = $(round(loss; digits = 3)) after $(epoch) epochs"
nested = "outer $(string("inner $x")) done"
escaped = "a\\b \$notinterp"
doc = """
    First line
      indented line

    last line
    """
raw_regex = r"^\d+(\.\d*)?$"
raw_text = raw"C:\path\n$HOME"
fmt = r"a+b"i
emptystr = ""
cmd = `ls -l $dir`
