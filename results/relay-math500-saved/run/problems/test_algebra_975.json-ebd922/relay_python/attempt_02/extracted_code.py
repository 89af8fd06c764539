def f(x):
    return 1 / (abs(x**2 + 3*x - 4) + abs(x**2 + 9*x + 20))

# Check for specific values that make the denominator zero
# Let's consider x = -2 and x = -5 to see if they make the denominator zero
x_values = [-2, -5]
for x in x_values:
    try:
        result = f(x)
        print(f"At {x}, the result is {result}")
    except ZeroDivisionError as e:
        print(f"At {x}, the division by zero error occurred.")
