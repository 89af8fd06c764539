import sympy as sp

# Given values
B = 30  # area of the base in square units
h = 6.5  # height in units

# Calculate the volume of the cone
V = (1/3) * B * h

# Print the result and confidence
print(f"RESULT: {sp.N(V)}")
print(f"CONFIDENCE: 100")  # Since we know the answer is correct, we can say 100%
