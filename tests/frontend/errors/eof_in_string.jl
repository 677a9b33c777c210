function train(model, data)
    for (x, y) in data
        println("loss: $(loss(model, x, y))
    end
end
