from sympy import symbols, Eq, solve

# Define the variable for the even integers
x = symbols('x')

# Set up the equation for the product of two consecutive positive even integers
equation = Eq(x * (x + 2), 288)

# Solve the equation
solutions = solve(equation, x)

# Filter out the positive even solutions
positive_even_solutions = [sol.evalf() for sol in solutions if sol.is_integer and sol > 0]

# Find the greater of the two integers
greater_integer = max(positive_even_solutions)

# Print the result and confidence level
print(f"RESULT: {greater_integer}")
print(f"CONFIDENCE: 100")
