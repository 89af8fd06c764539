import sympy as sp

# Given values from the diagram
base = 10
height = 3

# Calculate the area of the shaded triangle
area = (base * height) / 2

print(f"RESULT: {area}")
print(f"CONFIDENCE: 95")
