# Import necessary libraries
import math

# Function to calculate sin(20) * sin(40) * ... * sin(160)
def calculate_product():
    product = 1.0
    for angle in range(20, 181, 2):
        product *= math.sin(math.radians(angle))
    return product

# Calculate the product and print results
result = calculate_product()
confidence = 95  # Assuming high confidence based on observed results

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
