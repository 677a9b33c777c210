macro twice(ex)
    quote
        $(esc(ex))
        $(esc(ex))
    end
end
macro unless(cond, body)
    :($(esc(cond)) || $(esc(body)))
end
macro m end
macro show_all(args...)
    nothing
end
