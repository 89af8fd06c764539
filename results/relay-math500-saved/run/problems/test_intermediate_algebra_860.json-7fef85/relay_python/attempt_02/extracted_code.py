import sympy as sp

# Define the variable
x = sp.symbols('x')

# Define the equation
equation = (x / 2 - 3)**2 + y**2 - 10

# Attempt 2: Solve the equation for y and verify if it is a parabola, circle, ellipse, hyperbola, point, line, two lines, or empty.
try:
    # Solve for y
    solutions = sp.solve(equation, y)
    
    # Print the solutions
    print("The solutions are:", solutions)
except Exception as e:
    # Print the error message if solving fails
    print(f"An error occurred: {e}")
