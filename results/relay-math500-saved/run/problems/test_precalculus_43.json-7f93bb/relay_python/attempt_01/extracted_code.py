t = 2
x = t**3 + 7
y = -3*t**2 - 6*t - 5

print(f"Result: ({x}, {y})")
print("CONFIDENCE: 100")  # As the point is already known from the parameterization.
