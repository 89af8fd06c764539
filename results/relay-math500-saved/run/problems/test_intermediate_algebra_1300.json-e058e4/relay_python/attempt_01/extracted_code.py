# Import necessary libraries
import collections

# Define the function to find the minimum value
def min_value(a, b, c, d):
    # Calculate the sum and reciprocal sums
    total_sum = a + b + c + d
    reciprocal_sums = 1/a + 1/b + 1/c + 1/d
    
    # Return the product of the total sum and reciprocal sums
    return total_sum * reciprocal_sums

# Initialize variables to store the minimum value, confidence, and attempt number
min_val = float('inf')
confidence = 0
attempt_num = 1

# Iterate through possible values for a, b, c, d (1 ≤ a, b, c, d ≤ 10)
for a in range(1, 11):
    for b in range(1, 11):
        for c in range(1, 11):
            for d in range(1, 11):
                # Calculate the current value
                val = min_value(a, b, c, d)
                
                # Update the minimum value if a smaller value is found
                if val < min_val:
                    min_val = val
                    
                # Increment the confidence level based on the number of attempts and the current value
                confidence += 100 // (attempt_num + 1)

# Print the result and confidence level
print(f"RESULT: {min_val}")
print(f"CONFIDENCE: {confidence}")
