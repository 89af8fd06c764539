import math

def sqrt_53():
    return math.sqrt(53)

# Test the function with a known result
result = sqrt_53()
expected_result = 7.280109889556704  # This is the approximate square root of 53

# Print the result in simplest radical form
print(f"RESULT: {result}")
