import math

def f(x):
    return (math.acos(x) ** 2 + math.asin(x) ** 2)

# Evaluate the function at the endpoints of the domain [0, 1]
x_values = [0.0, 1.0]
f_values = [f(x) for x in x_values]

# The range of f(x) will be between the minimum and maximum values of f(x)
min_value = min(f_values)
max_value = max(f_values)

print(f"RESULT: {min_value} to {max_value}")
print(f"CONFIDENCE: 100")
