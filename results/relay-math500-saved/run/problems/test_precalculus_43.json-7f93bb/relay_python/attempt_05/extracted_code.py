def parameterize_curve(t):
    x = t**3 + 7
    y = -3*t**2 - 6*t - 5
    return (x, y)

# Run the function with t = 2
t_value = 2
result = parameterize_curve(t_value)
print(f"Point on the curve at t={t_value} is {result}.")
