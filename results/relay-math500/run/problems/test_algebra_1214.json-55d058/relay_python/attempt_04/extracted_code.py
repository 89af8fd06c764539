import sympy as sp

# Define the variable k
k = sp.symbols('k')

# Define the equation (3^k)^6 = 3^6
equation = (3**k)**6 - 3**6

# Solve the equation
solution = sp.solve(equation, k)

# Print the result and confidence
RESULT = solution[0]
CONFIDENCE = 100  # Confidence is 100% since we have found a solution

print(f"RESULT: {RESULT}")
print(f"CONFIDENCE: {CONFIDENCE}")
