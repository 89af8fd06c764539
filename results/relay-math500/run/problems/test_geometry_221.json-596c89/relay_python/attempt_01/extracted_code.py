from sympy import sqrt

# Given lengths of the sides
PQ = QR = 34
PR = 32

# Calculate the length of half of PR (half-length of QM)
half_PR = PR / 2

# Use Apollonius's theorem to find MQ
MQ_squared = (2 * PQ**2 + 2 * QR**2 - PR**2) / 4
MQ = sqrt(MQ_squared)

# Print the result and confidence
print(f"RESULT: {MQ}")
print(f"CONFIDENCE: 100")
