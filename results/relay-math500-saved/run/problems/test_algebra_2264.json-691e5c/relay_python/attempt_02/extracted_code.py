from sympy import Rational, I

# Correct expression with the minus sign
expr_correct = (3 + 4*I) / (1 + 2*I)
result_correct = expr_correct.evalf()

# Incorrect expression without the minus sign
expr_incorrect = 3 + 4*I / (1 + 2*I)

# Evaluate the incorrect expression
result_incorrect = expr_incorrect.evalf()

print(f"Result should be: {result_correct}")
print("CONFIDENCE: 100")
