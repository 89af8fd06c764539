from math import sqrt

width = 300
length = 400
diagonal = sqrt(width**2 + length**2)

print(f"Diagonal: {diagonal} feet")
print(f"Martha's walk: {width * 2} feet + {length * 2} feet = {width * 2 + length * 2} feet")
print("RESULT:", diagonal - (width * 2 + length * 2))
print("CONFIDENCE:", 100)
