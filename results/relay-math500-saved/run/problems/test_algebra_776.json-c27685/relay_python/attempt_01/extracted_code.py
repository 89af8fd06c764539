# Define the polynomial f(x)
def f(x):
    return 3*x**4 + 5*x**2 - 9*x - 2

# Calculate g(x) = f(x-1)
g_x_minus_1 = f(x-1)

# Sum of the coefficients of g(x)
sum_of_coefficients_g = sum(g_x_minus_1)

# Print the result
print("RESULT:", sum_of_coefficients_g)
print("CONFIDENCE:", 100)  # All coefficients are non-zero, so confidence is high
