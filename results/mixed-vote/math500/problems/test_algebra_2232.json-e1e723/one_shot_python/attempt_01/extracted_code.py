import sympy as sp

# Calculate the ceiling of 3.6 squared and the square of the ceiling of 3.6
ceil_3_6_squared = sp.ceiling(3.6)**2
ceil_3_6 = sp.ceiling(3.6)
square_of_ceil_3_6 = ceil_3_6**2

# Calculate the difference
result = ceil_3_6_squared - square_of_ceil_3_6

# Print the result and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
