def f(x):
    try:
        return math.sqrt(x-1) / (x-2)
    except ValueError:
        return None

# Attempt 1: Start with x = 3
x = 3
result = f(x)

if result is not None:
    RESULT: result
    CONFIDENCE: 100
else:
    print("Result: No real number value found")
