# Import sympy to ensure we can use it
from sympy import sqrt, Rational

def f(x):
    return sqrt(x - 1) / (x - 2)

# Attempt to find the smallest integer value of x such that f(x) has a real number value
for x in range(3, 100):  # Starting from 3 because f(x) is undefined for x <= 1
    try:
        result = f(Rational(x, 1))
        if result.is_real:
            RESULT: x
            CONFIDENCE: 100
            break
    except ZeroDivisionError:
        continue

if RESULT:
    print(f"RESULT: {RESULT}")
else:
    print("No solution found.")
