from sympy import symbols, Eq, solve

# Define the variable
x = symbols('x')

# Given arithmetic sequence: 3^2, x, 3^4
a1 = 9
an = 81

# The common difference d is (an - a1) / (n - 1)
d = (an - a1) / (2)

# The second term of the sequence is x, so we can write:
equation = Eq(x, a1 + d)

# Solve for x
solution = solve(equation, x)[0]

# Print the result and confidence level
print(f"RESULT: {solution}")
print(f"CONFIDENCE: 100")
