from sympy import symbols, Eq, solve

# Define the variable for the number of students
n = symbols('n')

# Set up the inequalities
ineq1 = Eq(30, n)
ineq2 = Eq(n, 50)

# Solve the inequalities
solution1 = solve(ineq1, n)[0]
solution2 = solve(ineq2, n)[0]

# Check if Betty and Wilma can break the students into equal groups
if solution1 % 2 != 0 or solution2 % 2 != 0:
    result = "No"
else:
    result = "Yes"

# Calculate the confidence level
confidence_level = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence_level}")
