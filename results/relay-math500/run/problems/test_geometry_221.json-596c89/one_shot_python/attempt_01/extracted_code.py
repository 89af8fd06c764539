from sympy import sqrt

# Given lengths of the sides
PQ = QR = 34
PR = 32

# Using Apollonius's formula to find the length of median QM
QM = sqrt(2 * PQ**2 + 2 * PR**2 - QR**2) / 2

# Calculate the confidence level (100% since we are given exact values)
confidence_level = 100

print(f"RESULT: {QM}")
print(f"CONFIDENCE: {confidence_level}")
