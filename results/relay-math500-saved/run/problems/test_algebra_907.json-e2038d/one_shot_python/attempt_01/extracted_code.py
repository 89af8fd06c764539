import sympy as sp

# Define the variable and the equation
x = sp.symbols('x')
equation = x**2 - x - 1

# Solve the equation for x
solutions = sp.solve(equation, x)

# Calculate the value of x^3 - 2x + 1 for each solution
results = [sol**3 - 2*sol + 1 for sol in solutions]

print("RESULT:", results[0])
print("CONFIDENCE:", round(100 * (abs(results[0] - (-1/4)) / ((-1/4)**3 - 2*(-1/4) + 1))))  # Using the exact solution x = -1/2
