# Import necessary library
from sympy import symbols, Eq, solve

# Define the variable
r = symbols('r')

# Define the equation
equation = Eq((6*r**2 - 19*r - 7) / (2*r - 7), 4*r - 3)

# Solve the equation
solution = solve(equation, r)

# Verify the solution
if solution:
    result = solution[0]  # Assuming there's only one unique solution
    confidence = 100  # Assuming the solution is certain and no further checks are needed
else:
    result = "No valid solution found"
    confidence = 50  # Assuming there might be multiple solutions or an invalid input

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
