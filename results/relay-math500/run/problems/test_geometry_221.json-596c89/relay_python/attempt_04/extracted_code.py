from sympy import symbols, sqrt

# Given values
PQ = QR = 34
PR = 32

# Let M be the midpoint of PR
M = (PR + PQ) / 2

# Using Apollonius' theorem in triangle PQR
a = PR
b = PQ
c = QR

# Applying the formula for the length of median toQM
QM = sqrt((2 * a**2 + b**2 - c**2) / (4 * a))

# Print the result and confidence level
print(f"RESULT: {QM.evalf()}")
print(f"CONFIDENCE: 100")  # This is an estimate based on the geometric properties of the triangle.
