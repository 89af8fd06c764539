from sympy import sqrt, Rational

def f(x):
    if x < 1 or x == 2:
        return None
    else:
        return sqrt(x - 1) / (x - 2)

# We need to find the smallest integer value of x such that f(x) is defined and real.
# Let's check for x starting from 3 onwards.

for x in range(3, 100):
    result = f(x)
    if isinstance(result, Rational) or result.is_real:
        RESULT: x
        CONFIDENCE: 100
        break
