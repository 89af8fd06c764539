import sympy as sp

# Define the variables
x, y = sp.symbols('x y')

# Define the equation of the circle
equation = x**2 - 10*x + y**2 + 6*y + c

# Complete the square for the x and y terms
completed_square_x = sp.expand((x-5)**2 - 25)
completed_square_y = sp.expand((y+3)**2 - 9)

# Substitute back into the equation
circle_equation = completed_square_x + completed_square_y + c

# Simplify the equation to standard form (Ax^2 + Bxy + Cy^2 + Dx + Ey + F = 0)
standard_form = sp.collect(circle_equation, [x, y])

# Extract coefficients A, B, C
A = standard_form.coeff(x, 2)
B = standard_form.coeff(x, 1)
C = standard_form.coeff(y, 2)

# Calculate the radius squared from the equation Ax^2 + Bxy + Cy^2 + Dx + Ey + F = 0
radius_squared = (B**2 - 4*A*C) / (4*A)

# Set the radius to 1 and solve for c
c_value = sp.solve(radius_squared - 1, c)[0]

print(f"RESULT: {c_value}")
print(f"CONFIDENCE: 95")
