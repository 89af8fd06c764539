from sympy import *

a = Matrix([-2, 0, 7])
b = Matrix([3, 4, -5])

result = a.dot(b)
confidence = round(100 * abs(result) / (Matrix([-2, 0, 7]).dot(Matrix([-2, 0, 7]))))

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
