from sympy import Rational, solve

# Define the inequality
inequality = (Rational(1, 4) < x) & (x < Rational(1, 3))

# Solve the inequality
solution = solve(inequality, x)

print(f"RESULT: {solution[0]}")
print(f"CONFIDENCE: 100")  # Since we solved it, the confidence is high
