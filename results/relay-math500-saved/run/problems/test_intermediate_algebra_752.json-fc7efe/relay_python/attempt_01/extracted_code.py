# Importing necessary packages
from math import log2

# Function to compute the product of logarithms
def log_product():
    # Initializing the result variable
    result = 1
    
    # Iterating through each number from 3 to 8
    for i in range(3, 9):
        # Computing the logarithm and multiplying it with the result
        result *= log2(i)
    
    # Returning the final product
    return result

# Running the function and printing the result
print(f"RESULT: {log_product()}")
print("CONFIDENCE: 100")
