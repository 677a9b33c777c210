function process(data)
    for batch in data
        while !isempty(batch)
            item = pop!(batch)
            if item isa Number
                let y = item^2
                    try
                        y > 100 ? throw(DomainError(y)) : record(y)
                    catch e
                        e isa DomainError || rethrow()
                    end
                end
            elseif item isa String
                begin
                    record(length(item))
                end
            end
        end
    end
end
