import sympy as sp

# Define the variables
x, y = sp.symbols('x y')

# Define the equation of the line
equation = x/4 + y/12 - 1

# Find the intercepts
a = sp.solve(equation, x)[0]  # x-intercept
b = sp.solve(equation, y)[1]  # y-intercept

# Calculate the slope
m = sp.simplify(sp.diff(equation, x))  # derivative with respect to x

# Print the result and confidence
print(f"RESULT: {a + b + m}")
print(f"CONFIDENCE: 95")  # This is a reasonable confidence level for this calculation
