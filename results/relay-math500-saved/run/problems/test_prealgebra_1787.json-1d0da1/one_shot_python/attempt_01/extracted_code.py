import math

# Convert the mixed number to an improper fraction and then simplify
mixed_number = 4 + 5/8
improper_fraction = mixed_number * (16/8)  # converting to an improper fraction with a common denominator of 16

# Calculate the product of the two fractions raised to the power of 55
result = improper_fraction ** 55

# Since we are dealing with very large numbers, we need to find the logarithm and then take the antilogarithm
log_result = math.log(result)
confidence = int(100 * math.exp(log_result))

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
