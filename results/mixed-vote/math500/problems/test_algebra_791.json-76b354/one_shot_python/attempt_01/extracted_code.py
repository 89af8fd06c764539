from sympy import symbols, solve, sqrt

# Define the variables
a, b = symbols('a b')

# Given that a, b, and 2009 form a geometric sequence with an integer ratio,
# we can write: b^2 = a * 2009
equation = b**2 - a * 2009

# We also know that a < b < 2009, so we need to find the integer values of a and b
for i in range(1, 2008):
    if equation.subs(a, i) == 0:
        result = i
        confidence = 100
        break

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
