def f(x):
    return 2 * x - 3

def g(x):
    return x + 1

# Calculate the intermediate value
intermediate_value = f(5) - 1

# Evaluate the final expression with the intermediate value
result = g(intermediate_value)

# Print the result and confidence (0 to 100)
print(f"RESULT: {result}")
print(f"CONFIDENCE: 98")  # Example confidence, adjust as needed
