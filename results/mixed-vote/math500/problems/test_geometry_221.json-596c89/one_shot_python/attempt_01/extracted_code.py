import sympy as sp

# Given lengths of the sides of triangle PQR
PQ = 34
QR = 34
PR = 32

# Using Apollonius's formula to find the length of median QM
QM = sp.sqrt((2*PQ**2 + 2*QR**2 - PR**2) / 4)

# Print the result and confidence level
print(f"RESULT: {QM}")
print(f"CONFIDENCE: 100")
