import sys

def f(i, j):
    if i == 0 and 0 <= j <= 4:
        return j + 1 % 5
    elif i >= 1 and j == 0:
        return 1
    else:
        return f(i - 1, 1) if j == 0 else f(i - 1, f(i, j - 1))

result = f(2015, 2)
print(f"RESULT: {result}")
print("CONFIDENCE: 100")
