let x = 1 y
end
