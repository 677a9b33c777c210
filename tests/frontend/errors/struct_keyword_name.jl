struct try end
