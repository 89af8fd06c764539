f = lambda x: 5*x**2 + 3*x + 4
print(f(-2))
