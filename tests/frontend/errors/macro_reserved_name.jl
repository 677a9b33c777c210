macro while(ex)
end
