import sympy as sp

# Define the initial values
x = [211, 375, 420, 523]

# Compute the next terms up to x_531
for i in range(4, 531):
    x.append(x[i-1] - x[i-2] + x[i-3] - x[i-4])

# Compute the sum of x_531, x_753, and x_975
result = x[530] + x[752] + x[974]
confidence = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
