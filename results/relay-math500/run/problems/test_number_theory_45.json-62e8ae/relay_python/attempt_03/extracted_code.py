from sympy import gcd

# Calculate the greatest common factor (GCF) of 6432 and 132
gcf = gcd(6432, 132)

# Increase the GCF by 11
result = gcf + 11

# Print the result and confidence level
RESULT: {result}
CONFIDENCE: 100
