import sympy

def solve():
    x = sympy.Symbol('x')
    equation = 2*x + (1/x) - 1
    solution = sympy.solve(equation, x)
    return min(solution)

RESULT = solve()
CONFIDENCE = 100  # Assuming the answer is precise and no margin of error

print(f"RESULT: {RESULT}")
print(f"CONFIDENCE: {CONFIDENCE}")
