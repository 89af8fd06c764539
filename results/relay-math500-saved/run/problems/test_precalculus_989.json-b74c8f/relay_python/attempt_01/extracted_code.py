# Import necessary libraries
import math

# Function to compute the sum of reciprocal squares of trigonometric terms
def compute_sum():
    # Calculate each term and store in a list
    terms = [1 / math.cos(math.radians(2 * i))**2 for i in range(1, 5)]
    
    # Sum the terms
    total_sum = sum(terms)
    
    # Print the result
    print(f"RESULT: {total_sum}")
    
    # Return the confidence level based on the precision of the calculation
    return round(total_sum * 100)

# Run the computation and get the confidence level
confidence_level = compute_sum()
print(f"CONFIDENCE: {confidence_level}")
