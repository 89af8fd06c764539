import sympy as sp

# Define the numbers
a = 513
b = 487

# Compute the difference of squares using the formula (a - b)(a + b)
difference_squared = (a - b) * (a + b)

# Compute the final answer and its confidence level
result = difference_squared
confidence_level = sp.N(sp.sqrt(result))

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence_level}")
