function 1(x)
end
