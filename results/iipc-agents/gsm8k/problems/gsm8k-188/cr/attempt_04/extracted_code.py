# Solve the equation 28x = 400 for x
x = 400 / 28
print(x)
