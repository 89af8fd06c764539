from sympy import symbols, solve, Rational

# Define the variable
x = symbols('x')

# Define the equation
equation = 8*x**3 - 3*x**2 - 3*x - 1

# Solve the equation
roots = solve(equation, x)

# Filter out the real root
real_root = [root.evalf() for root in roots if root.is_real][0]

# Extract the cube roots
cube_roots = [root.evalf() for root in real_root.as_real_imag()]

# Find the values of a, b, and c
a = cube_roots[0]**3
b = cube_roots[1]**3
c = 1

# Calculate a + b + c
result = a + b + c

# Print the result
print(f"RESULT: {result}")
