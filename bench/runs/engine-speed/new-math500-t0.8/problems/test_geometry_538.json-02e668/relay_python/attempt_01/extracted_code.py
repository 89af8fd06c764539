# Import necessary libraries
import sympy as sp

# Define the variables and equation
x, y = sp.symbols('x y')
equation = y + x - 6

# Solve for the coordinates of point P
solutions = sp.solve([sp.Eq(sp.sqrt((x-10)**2 + (y+10)**2), sp.sqrt(x**2 + y**2)), equation], (x, y))
print(f"RESULT: {solutions}")
