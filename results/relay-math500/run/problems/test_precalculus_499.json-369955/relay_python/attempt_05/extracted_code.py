from sympy import acos, asin

def f(x):
    return (acos(x))**2 + (asin(x))**2

# Define the range of x we are interested in
x_values = [0.1, 0.5, 0.9]  # We choose a few values to test the function

# Calculate the corresponding f(x) values for each x
f_values = [f(x) for x in x_values]

# Print the results
RESULT: f_values
CONFIDENCE: 100
