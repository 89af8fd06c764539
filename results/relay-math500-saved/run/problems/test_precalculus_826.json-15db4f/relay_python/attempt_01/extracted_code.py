# Import necessary libraries
import math

# Define the function to calculate the product of cosines
def cos_product():
    # Calculate each cosine term
    cos_term1 = math.cos(2 * math.pi / 15)
    cos_term2 = math.cos(4 * math.pi / 15)
    cos_term3 = math.cos(8 * math.pi / 15)
    cos_term4 = math.cos(16 * math.pi / 15)
    
    # Calculate the product of all terms
    product = cos_term1 * cos_term2 * cos_term3 * cos_term4
    
    # Return the result and confidence level
    return round(product, 10), 90

# Print the result and confidence level
result, confidence = cos_product()
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
