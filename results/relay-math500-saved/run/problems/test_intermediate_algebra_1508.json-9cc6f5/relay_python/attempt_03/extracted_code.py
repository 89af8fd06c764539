import math

# Define the function a_n
def a(n):
    if n == 1:
        return 2.0
    else:
        return 1 / (1 - a(n-1))

# Compute a_9 and its ninth power
a_9 = a(9)
result = a_9 ** 9
confidence = 100  # Assuming the result is correct based on the code

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
