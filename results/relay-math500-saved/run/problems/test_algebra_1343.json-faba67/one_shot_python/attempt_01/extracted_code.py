# Define the function f(x) = 2^x
def f(x):
    return 2 ** x

# Calculate f(f(f(f(1))))
result = f(f(f(f(1))))

# Print the result and confidence
print("RESULT:", result)
print("CONFIDENCE:", round(result * math.log2(2)))  # Assuming log base 2 for simplicity
