from sympy import symbols, Eq, solve

# Define the variables and equation
x, y = symbols('x y')
equation = Eq(x/4 + y/12, 1)

# Attempt 3: Solve for the x-intercept (set y to 0)
a = solve(equation.subs(y, 0), x)[0]

# Attempt 3: Solve for the y-intercept (set x to 0)
b = solve(equation.subs(x, 0), y)[0]

# Calculate the slope m
m = equation.lhs / equation.rhs

# Final calculations and result
a_plus_b_plus_m = a + b + m
print(f"RESULT: {a_plus_b_plus_m}")
print(f"CONFIDENCE: 100")
