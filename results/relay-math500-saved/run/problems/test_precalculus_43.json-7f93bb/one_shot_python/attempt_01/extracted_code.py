# Define the parameterized function (x, y) = (t^3 + 7, -3t^2 - 6t - 5)
def parametric_function(t):
    x = t**3 + 7
    y = -3*t**2 - 6*t - 5
    return x, y

# Evaluate the function at t = 2
t_value = 2
x_result, y_result = parametric_function(t_value)

# Print the result and confidence level (100% for this problem)
print(f"RESULT: ({x_result}, {y_result})")
print(f"CONFIDENCE: 100")  # This is a placeholder; actual confidence should be calculated if needed
