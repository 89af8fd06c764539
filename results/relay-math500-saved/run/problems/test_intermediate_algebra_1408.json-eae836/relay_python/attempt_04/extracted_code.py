from sympy import sqrt, Rational

# Given equation
equation = z + 1/z - (1 + sqrt(5)) / 2

# Solve the equation for z
z_solution = solve(equation, z)[0]

# Compute z^85 + 1/z^85
result = z_solution**85 + 1/z_solution**85
print(f"RESULT: {result}")
