def f_inverse(x):
    # Calculate the inverse of the function f(x) = 2 / (x + 1)
    return 2 / (x - 1)

# Attempt to find the inverse of x = 1/5
result = f_inverse(1/5)
confidence = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
