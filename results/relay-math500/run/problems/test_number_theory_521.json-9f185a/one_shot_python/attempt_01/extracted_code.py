import sympy as sp

# Define the variable for the first even integer
a = sp.symbols('a')

# The product of two consecutive positive even integers is 288
equation = a * (a + 2) - 288

# Solve the equation
solutions = sp.solve(equation, a)

# Filter out only the positive even solutions
positive_even_solutions = [sol for sol in solutions if sol > 0 and sol % 2 == 0]

# The greater of the two integers is the first solution in the list
greater_integer = positive_even_solutions[0]
print(f"RESULT: {greater_integer}")
print(f"CONFIDENCE: 100")
