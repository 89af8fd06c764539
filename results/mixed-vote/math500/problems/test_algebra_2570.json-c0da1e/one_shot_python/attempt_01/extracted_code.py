from sympy import symbols, sqrt

# Define the range of multiples of 7 between 100 and 200
multiples = [i for i in range(105, 201) if i % 7 == 0]

# Calculate the sum of these multiples
sum_multiples = sum(multiples)

# Print the result and confidence level
print(f"RESULT: {sum_multiples}")
print(f"CONFIDENCE: 100")
