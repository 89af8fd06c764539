import sympy as sp

def f(x):
    return (3*x - 2) / (x - 2)

result = f(-2) + f(-1) + f(0)
confidence = int(round(result * 100 / 7))

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
