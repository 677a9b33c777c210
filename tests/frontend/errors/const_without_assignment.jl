const x
