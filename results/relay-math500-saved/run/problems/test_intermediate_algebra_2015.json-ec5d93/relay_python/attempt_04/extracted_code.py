from sympy import symbols, solve

# Define the variable
x = symbols('x')

# Define the equation
equation = x**4 + 2*x**3 + 2

# Solve the equation to find the roots
roots = solve(equation, x)

# Extract the distinct roots
alpha_1, alpha_2, alpha_3, alpha_4 = sorted(roots)

# Calculate the unordered set
result_set = {alpha_1*alpha_2 + alpha_3*alpha_4, alpha_1*alpha_3 + alpha_2*alpha_4, alpha_1*alpha_4 + alpha_2*alpha_3}

print(result_set)
