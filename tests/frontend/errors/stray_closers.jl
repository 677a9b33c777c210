x = 1
end
y = (1, 2]
