from math import sqrt

# Calculate the value of 9 & 2
a = 9
b = 2
result = (sqrt(a * b + a)) / sqrt(a * b - b)
confidence = round(100 * result) if result.is_integer() else round(100 * result)

print("RESULT:", result)
print("CONFIDENCE:", confidence)
