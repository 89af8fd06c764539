from sympy import sqrt, Rational

# Given sides of the triangle PQR
PQ = QR = 34
PR = 32

# Using Heron's formula to find the semi-perimeter
s = (PQ + QR + PR) / 2

# Calculate the area using Heron's formula
area = sqrt(s * (s - PQ) * (s - QR) * (s - PR))

# Median QM is twice the area divided by the side QR
QM = 2 * area / QR

# Simplify the result
QM_simplified = Rational(QM).limit_denominator()

print(f"RESULT: {QM_simplified}")
print(f"CONFIDENCE: 100")
