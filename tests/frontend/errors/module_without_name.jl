module
end
