from sympy import symbols, Eq

# Define the variables
x, y = symbols('x y')

# Given equation of the line
equation = Eq(x/4 + y/12, 1)

# Calculate the x-intercept (set y=0)
x_intercept = equation.subs(y, 0).solve(x)[0]

# Calculate the y-intercept (set x=0)
y_intercept = equation.subs(x, 0).solve(y)[0]

# Calculate the slope ( coefficient of x)
slope = equation.lhs.coeff(x)

# Sum of a, b, and m
result = a + b + m

print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
