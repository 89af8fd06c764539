from sympy import sqrt, Eq

# Attempt 3: Correctly define the square root function and solve for x
try:
    equation = Eq(sqrt(2 * x) / sqrt(3 * x - 1), 3/2)
    solution = equation.solve(x)[0]
    print(f"RESULT: {solution}")
    print(f"CONFIDENCE: 100")
except Exception as e:
    print(f"Error: {e}")
