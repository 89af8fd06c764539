# Import necessary packages
import math

# Function to simplify the expression
def simplify_expression():
    # Simplify each part of the expression
    innermost = math.sqrt(1/729)
    next_layer = math.pow(innermost, 1/3)
    final_result = math.sqrt(next_layer)
    
    return final_result

# Print the result and confidence level
result = simplify_expression()
confidence_level = int(result * 100) / 100  # Convert to percentage for confidence level

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence_level}")
