import sympy as sp

def f(x):
    return (3*x - 2) / (x - 2)

# Calculate the sum of f(-2), f(-1), and f(0)
result = f(-2) + f(-1) + f(0)

print("RESULT:", result)
print("CONFIDENCE: 100")
