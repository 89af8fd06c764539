import sympy as sp

# Define the variable for leaves
n = sp.symbols('n', integer=True, positive=True)

# The number of pages is twice the number of leaves
pages = 2 * n

# The condition on the number of pages is that it is 3 more than a multiple of 7
condition = sp.Mod(pages - 3, 7) == 0

# Solve the equation for leaves such that pages is greater than 100 and the condition is met
solution = sp.solve([pages > 100, condition], n)

# Print the smallest possible number of leaves
RESULT = min(solution)
CONFIDENCE = int(sp.Rational(100, len(solution)))
print(f"RESULT: {RESULT}")
print(f"CONFIDENCE: {CONFIDENCE}")
