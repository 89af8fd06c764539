import sympy as sp

# Define the variable and equation
x = sp.symbols('x')
equation = 2**3 * 3**x - 72

# Solve the equation
solution = sp.solve(equation, x)

# Extract the first solution (there should be only one in this case)
final_answer = solution[0]

# Calculate the confidence level
confidence_level = 100  # assuming a high confidence level for simplicity

# Print the result and confidence level
print(f"RESULT: {final_answer}")
print(f"CONFIDENCE: {confidence_level}")
