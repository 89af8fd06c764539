import sympy as sp

# Define the variable k
k = sp.symbols('k')

# Equation (3^k)^6 = 3^6
equation = (3**k)**6 - 3**6

# Solve the equation for k
solution = sp.solve(equation, k)

# Print the final answer and confidence level
print(f"RESULT: {solution[0]}")
print(f"CONFIDENCE: 100")  # Since we are solving for a single value, the confidence is 100%
