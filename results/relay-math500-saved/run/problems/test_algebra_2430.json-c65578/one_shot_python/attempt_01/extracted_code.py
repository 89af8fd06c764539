import sympy as sp

# Given sum of the first n terms in an infinite geometric sequence
sum_n = 255 / 512

# The first term (a) and common ratio (r) of the sequence are:
a = 1 / 4
r = 1 / 8

# The sum of the first n terms of a geometric sequence is given by:
# S_n = a * (1 - r^n) / (1 - r)
n = sp.symbols('n', integer=True, positive=True)

# Set up the equation for the sum and solve for n
equation = sp.Eq(a * (1 - r**n) / (1 - r), sum_n)
solution = sp.solve(equation, n)

print(f"RESULT: {solution[0]}")
print(f"CONFIDENCE: 100")  # Since the solution is exact, confidence is high
