from sympy import Rational, sqrt

a = 8

result = (16 * sqrt[3](a**2))**(Rational(1, 3))
confidence = 100

print("RESULT:", result)
print("CONFIDENCE:", confidence)
