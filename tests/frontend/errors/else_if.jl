if a
    b
else if c
    d
end
