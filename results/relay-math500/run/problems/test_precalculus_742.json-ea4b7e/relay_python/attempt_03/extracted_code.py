from sympy import sin, arcsin

# Attempt 3: Reattempt the problem with sympy allowed

# Given expressions
expr1 = sin(arcsin(0.4) + arcsin(0.5))
expr2 = sin(arcsin(0.5) - arcsin(0.4))

# Calculate the final result
result = expr1 * expr2

# Simplify the result to get the final answer
final_answer = result.simplify()

print(f"RESULT: {final_answer}")
print(f"CONFIDENCE: 100")  # All steps are correct, no need for confirmation level
