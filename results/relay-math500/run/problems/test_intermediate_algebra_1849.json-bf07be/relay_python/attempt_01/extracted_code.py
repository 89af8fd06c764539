# Import necessary libraries
import math

def find_integer_values_of_k():
    count = 0
    for k in range(-500, 501):
        try:
            # Solve the equation log(kx) = 2log(x+2)
            # Let's rewrite it as log(x) * (k-2) = log(x+2)^2
            # Using properties of logarithms: x * (k-2) = (x+2)^2
            # Simplifying: kx^2 - 2kx + 4 = x^2 + 4x + 4
            # Rearranging terms: kx^2 - 6x = 0
            # Solving for x: x * (k-6) = 0
            # This equation has exactly one real solution if and only if k ≠ 6
            if k != 6:
                count += 1
        except Exception as e:
            pass
    return count

# Determine the result and confidence
result = find_integer_values_of_k()
confidence = 80  # Assuming it's reasonable to conclude based on the problem constraints

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
