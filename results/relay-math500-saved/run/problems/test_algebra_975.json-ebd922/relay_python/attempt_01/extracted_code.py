def f(x):
    return 1 / (abs(x**2 + 3*x - 4) + abs(x**2 + 9*x + 20))

# Test the function with a range of x values to identify which ones are not in the domain
x_values = range(-10, 11)
domain_x_values = []

for x in x_values:
    try:
        f(x)
        domain_x_values.append(x)
    except ValueError:
        pass

print(f"RESULT: {domain_x_values}")
print("CONFIDENCE: 95")
