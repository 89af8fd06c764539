# Given equations
a_plus_b = 8
b_plus_c = -3
a_plus_c = -5

# Calculate a, b, and c using the given equations
a = (a_plus_b + b_plus_c + a_plus_c) / 2
b = (a_plus_b + b_plus_c + a_plus_c) / 2
c = (a_plus_b + b_plus_c + a_plus_c) / 2

# Calculate the product abc
abc = a * b * c

# Print the result and confidence level
print(f"RESULT: {abc}")
print(f"CONFIDENCE: 100")
