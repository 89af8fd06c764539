from sympy import symbols, Eq, solve

# Define the complex number z
z = symbols('z', complex=True)

# Solve z^5 = 1 for z
solutions = solve(Eq(z**5, 1), z)
solutions.remove(1)  # Remove the solution z = 1

# Initialize the sum of z and its reciprocal
sum_z_reciprocal = 0

# Iterate over the solutions
for sol in solutions:
    # Compute z + 1/z
    z_plus_reciprocal = sol + 1/sol
    
    # Sum up the results
    sum_z_reciprocal += z_plus_reciprocal
    
# Print the final result and confidence level
print(f"RESULT: {sum_z_reciprocal.evalf()}")
print(f"CONFIDENCE: 100")
