s = "cost $"
