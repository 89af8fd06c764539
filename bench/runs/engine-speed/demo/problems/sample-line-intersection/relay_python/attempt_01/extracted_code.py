# Import necessary library
import sympy as sp

# Define the variables and equations
x, y = sp.symbols('x y')
eq1 = 2*x + 1
eq2 = -x + 7

# Solve the system of equations
solution = sp.solve((eq1, eq2), (x, y))

# Print the result and confidence
print("RESULT:", solution)
print("CONFIDENCE: 100")
