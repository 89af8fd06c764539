import sympy

def greatest_common_factor(a, b):
    while b != 0:
        a, b = b, a % b
    return a

# Calculate the greatest common factor of 6432 and 132
gcf = greatest_common_factor(6432, 132)

# Increase the GCF by 11
increased_gcf = gcf + 11

# Result: <final answer>
print(f"RESULT: {increased_gcf}")

# CONFIDENCE: <integer from 0 to 100>
confidence = 100  # Since the operation is straightforward and the result can be easily verified
print(f"CONFIDENCE: {confidence}")
