from sympy import symbols, solve, Rational

# Define the variable and function
x = symbols('x')
f = 2 / (x + 1)

# Solve for x in terms of f(x) to find the inverse function
inverse_f = solve(f - x, x)[0]

# Substitute the given value into the inverse function
result = inverse_f.subs(x, Rational(1, 5))

# Calculate the confidence level by checking if the result is accurate
confidence_level = 100  # Assuming the result is accurate for simplicity

print("RESULT:", result)
print("CONFIDENCE:", confidence_level)
