# Import necessary libraries
import sympy as sp

# Define the variables for the coordinates of point P
a, b = sp.symbols('a b')

# Equation of the line y = -x + 6
line_eq = a - b + 6

# Distance from A(10, -10) to P(a, b)
PA = sp.sqrt((a - 10)**2 + (b + 10)**2)

# Distance from O(0, 0) to P(a, b)
PO = sp.sqrt(a**2 + b**2)

# Set PA equal to PO
equation = sp.Eq(PA, PO)

# Solve the equation for a and b
solution = sp.solve(equation, (a, b))

# Display the solution
print(f"Result: {solution}")
print(f"CONFIDENCE: 100")
