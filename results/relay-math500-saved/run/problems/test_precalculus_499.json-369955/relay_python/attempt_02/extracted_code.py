import math

def f(x):
    return (math.acos(x) ** 2) + (math.asin(x) ** 2)

# Check the function for a range of x values
x_values = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]
f_values = [f(x) for x in x_values]

print("Range:", min(f_values), max(f_values))
