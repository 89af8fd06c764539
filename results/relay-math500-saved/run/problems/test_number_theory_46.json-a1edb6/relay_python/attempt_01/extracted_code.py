import collections

def subtract_base_9(a, b):
    # Convert numbers to base 10
    num_a = int(a, 9)
    num_b = int(b, 9)
    
    # Perform subtraction in base 10
    result_base_10 = num_a - num_b
    
    # Convert the result back to base 9
    result_base_9 = ""
    while result_base_10 > 0:
        remainder = result_base_10 % 9
        result_base_9 = str(remainder) + result_base_9
        result_base_10 //= 9
    
    return result_base_9

# Input numbers in base 9
a = "58"
b = "18"

# Perform the subtraction
result = subtract_base_9(a, b)

# Print the result and confidence level
print(f"RESULT: {result}")
print("CONFIDENCE: 100")
