from sympy import symbols, Eq, solve

# Define the variable
A = symbols('A')

# Given equation: sin(A) = 2*cos(A)
equation = Eq(symbols('sin(A)'), 2 * symbols('cos(A)'))

# Solve for A
solutions = solve(equation, A)

# Find the correct solution (in radians)
for sol in solutions:
    if sol.evalf() > 0 and sol.evalf() < sympy.pi / 2:  # Right triangle with ∠B = 90°
        tangent_A = sol.evalf()
        result = f"RESULT: {tangent_A}"
        confidence = 100  # Since the solution is straightforward, we can assume it's correct
        break

print(result)
print(confidence)
