from sympy import *

# Calculate the difference of squares using sympy's simplify function
result = simplify(513**2 - 487**2)

# Print the result and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
