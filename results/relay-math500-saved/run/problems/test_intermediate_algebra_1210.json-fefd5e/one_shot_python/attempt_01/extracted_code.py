# Define the polynomial f(x)
def f(x):
    return x**10 + 5*x**9 - 8*x**8 + 7*x**7 - x**6 - 12*x**5 + 4*x**4 - 8*x**3 + 12*x**2 - 5*x - 5

# Define the divisor x^2 - 1
def g(x):
    return (x - 1)*(x + 1)

# Calculate the remainder by evaluating f at the roots of g
roots = [1, -1]
remainder_values = [f(root) for root in roots]

# Calculate the confidence level based on the error between the remainder and the actual values
confidence_level = sum(1 if abs(r-0) < 1e-6 else 0 for r in remainder_values) / len(roots)

# Print the result and confidence level
print("RESULT:", remainder_values[0])
print("CONFIDENCE:", int(confidence_level * 100))
