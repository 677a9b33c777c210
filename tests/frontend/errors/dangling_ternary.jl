y = a ? b :
