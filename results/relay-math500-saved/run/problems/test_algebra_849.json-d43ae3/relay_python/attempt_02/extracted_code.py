# Problem: f(x) = 5x^2 + 3x + 4, find the value of f(-2)
def f(x):
    return 5 * x**2 + 3 * x + 4

result = f(-2)

# RESULT line is final once you print it, the run ends.
print(f"RESULT: {result}")
