[a b;; c]
