def f(x):
    return 1 / (abs(x**2 + 3*x - 4) + abs(x**2 + 9*x + 20))

# Test the function with some values in and outside the domain
x_values = [-6, -5.5, -5, -4.5, -4, -3.5, -3, -2.5, -2, -1.5, -1, -0.5, 0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6]
results = []

for x in x_values:
    try:
        result = f(x)
        results.append(result)
    except ZeroDivisionError as e:
        results.append(e)

print("Results:", results)
