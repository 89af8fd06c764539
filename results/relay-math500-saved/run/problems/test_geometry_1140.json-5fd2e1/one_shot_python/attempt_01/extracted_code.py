from sympy import sqrt, Rational

# Given lengths of the triangle
AB = 17
AC = 8
BC = 15

# Calculate the area of triangle ABC using Heron's formula
s = (AB + AC + BC) / 2
area_ABC = sqrt(s * (s - AB) * (s - AC) * (s - BC))

# Calculate the length of CD, which is the altitude from C to AB
CD = (2 * area_ABC) / AB

# Calculate the area of triangle ACD
area_ACD = (AC * CD) / 2

# Print the result and confidence level
print(f"RESULT: {area_ACD}")
print(f"CONFIDENCE: 90")
