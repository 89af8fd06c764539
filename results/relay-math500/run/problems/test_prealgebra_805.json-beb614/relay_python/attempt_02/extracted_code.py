from sympy import symbols, Eq, solve

# Define the variable for the number of students
n = symbols('n')

# Define the inequalities based on the given conditions
inequality1 = Eq(30, n / 2)
inequality2 = Eq(n / 2, 50)

# Solve the system of inequalities
solution = solve((inequality1, inequality2), (n))

# Print the result
print(f"RESULT: {int(solution[0])}")
print(f"CONFIDENCE: 75")
