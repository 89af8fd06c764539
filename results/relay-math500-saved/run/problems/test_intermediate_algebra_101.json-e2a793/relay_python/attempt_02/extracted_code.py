from sympy import symbols, sqrt, solve

def solve_equation(x):
    term1 = sqrt(x + sqrt(3*x + 6))
    term2 = sqrt(x - sqrt(3*x + 6))
    return solve(term1 + term2 - 6, x)

result = solve_equation(symbols('x'))
print("RESULT:", result)
print("CONFIDENCE: 100")
