def f(x):
    return math.floor((-5/8)**x)

def range_of_f():
    seen_values = set()
    for x in range(100):  # We choose a reasonable upper limit
        value = f(x)
        if value in seen_values:
            break
        seen_values.add(value)
    return seen_values

# Run the program and print the result and confidence level
result = len(range_of_f())
confidence = 100  # Assuming we can conclude that the range is finite with high confidence
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
