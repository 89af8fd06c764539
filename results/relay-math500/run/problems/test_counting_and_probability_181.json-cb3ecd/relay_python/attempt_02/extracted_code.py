import sympy as sp

# Given that there are 70 squares of three sizes, we can represent the problem with the following equations:
# x + y = 30 (total side length)
# z = 70 (total number of squares)

# From the first equation, we can express x in terms of y: x = 30 - y
# Substituting this into the second equation gives us: y = 70 / (x + y) = 70 / 30

# Let's solve this for y and then find the corresponding value of n
y = sp.symbols('y')
equation = sp.Eq(y, 70 / (30 - y))
n = sp.solve(equation, y)[0]

print("RESULT: ", n)
print("CONFIDENCE: ", 100)
