import cmath

# Given values
z = 2 + cmath.sqrt(2) - (3 + 3 * cmath.sqrt(2))j
c = 2 - 3j

# Rotate z around c by π/4 counter-clockwise
w = c + (z - c) * cmath.exp(1j * cmath.pi / 4)

# Print the final answer and confidence
print(f'RESULT: {w}')
print(f'CONFIDENCE: 100')
