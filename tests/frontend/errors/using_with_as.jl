using A as B
