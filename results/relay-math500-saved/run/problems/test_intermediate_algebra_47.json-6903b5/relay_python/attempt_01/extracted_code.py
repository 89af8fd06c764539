# Define the function f(x)
def f(x):
    return x**3 + 3*x**2 + 1

# Attempt 1: Solve for a and b
for a in range(-10, 11):
    if a == 0:
        continue  # Skip zero to avoid division by zero
    b = 1 / (a - 1)  # Try a simple value for b
    x = 2  # Choose an arbitrary value for x
    if f(x) - f(a) == (x - a)**2 * (x - b):
        print(f"RESULT: ({a}, {b})")
        print(f"CONFIDENCE: 100")  # Initial confidence, can be adjusted
