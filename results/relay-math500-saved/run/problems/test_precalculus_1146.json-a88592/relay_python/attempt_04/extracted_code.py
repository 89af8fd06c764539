import sympy as sp

# Define the variable and the trigonometric functions
x = sp.symbols('x')
sin_7x = sp.sin(7*x)
sin_5x = sp.sin(5*x)
sin_3x = sp.sin(3*x)
sin_x = sp.sin(x)

# Define the coefficients a, b, c, d
a, b, c, d = sp.symbols('a b c d')

# The equation to solve is (sin(x)^7) = a*sin(7x) + b*sin(5x) + c*sin(3x) + d*sin(x)
equation = sin_x**7 - a*sin_7x - b*sin_5x - c*sin_3x - d*sin_x

# Solve the equation for d
d_solution = sp.solve(equation, d)[0]

print(f"RESULT: {d_solution}")
print(f"CONFIDENCE: 100")
