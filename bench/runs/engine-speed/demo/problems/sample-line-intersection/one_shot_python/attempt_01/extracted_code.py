import sympy as sp

# Define the variables
x = sp.symbols('x')

# Define the equations of the lines
eq1 = 2*x + 1
eq2 = -x + 7

# Solve for x where the equations are equal
intersection_x = sp.solve(eq1 - eq2, x)[0]

# Calculate the corresponding y value
intersection_y = eq1.subs(x, intersection_x)

print(f"RESULT: ({intersection_x}, {intersection_y})")
print(f"CONFIDENCE: 100")  # Since we are solving for the exact point of intersection, the confidence is high.
