from sympy import symbols, Eq, solve

# Define the angle A in terms of cos A
A = symbols('A')
cos_A = symbols('cos_A')

# Given: sin A = 2 * cos A
eq1 = Eq(sin(A), 2*cos_A)

# We know that sin^2(A) + cos^2(A) = 1
eq2 = Eq(sin(A)**2 + cos_A**2, 1)

# Substitute sin(A) from eq1 into eq2
eq2_substituted = eq2.subs(sin(A), 2*cos_A)

# Solve for cos A
cos_A_solution = solve(eq2_substituted, cos_A)

# Calculate the corresponding sin A and tan A for each value of cos A
results = []
for cos_val in cos_A_solution:
    # Ensure we have a valid solution (between -1 and 1)
    if -1 <= cos_val <= 1:
        sin_val = 2 * cos_val
        tan_val = sin_val / cos_val
        results.append((tan_val, 100))

# Print the results
for tan_val, confidence in results:
    print(f"RESULT: {tan_val}")
    print(f"CONFIDENCE: {confidence}")
