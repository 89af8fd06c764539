from sympy import sqrt

a, b, c = 5, 5, 6

s = (a + b + c) / 2

area = sqrt(s * (s - a) * (s - b) * (s - c))

print(f"RESULT: {int(area)}")
print(f"CONFIDENCE: 100")
