# Import necessary libraries
import sympy as sp

# Define the variables and equation
x, y = sp.symbols('x y')
equation = y + x - 6

# Define the distance formula for PA and PO
PA = sp.sqrt((x - 10)**2 + (y + 10)**2)
PO = sp.sqrt(x**2 + y**2)

# Set up the equation PA = PO
equation_distance = sp.Eq(PA, PO)

# Solve the equation
solution = sp.solve(equation_distance, (x, y))

# Print the result and confidence level
print(f"RESULT: {solution}")
print(f"CONFIDENCE: 100")
