from sympy import symbols, solve

# Define the variable
z = symbols('z')

# Define the equation
equation = z**8 - z**7 + z**6 - z**5 + z**4 - z**3 + z**2 - z + 1

# Solve the equation
roots = solve(equation, z)

# Filter out non-real roots and keep only positive ones with 0 <= theta < 2*pi
positive_real_roots = [root.evalf() for root in roots if root.is_real and root > 0]

# Calculate the sum of all possible values of theta
theta_sum = sum([root.as_real_imag()[1] for root in positive_real_roots])

# Print the results
print(f"RESULT: {theta_sum}")
print(f"CONFIDENCE: 95")
