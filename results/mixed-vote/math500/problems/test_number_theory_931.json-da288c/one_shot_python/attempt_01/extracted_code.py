from sympy import symbols, Eq, solve

# Define the variable for Rosa's age
age = symbols('age')

# Define the conditions based on the problem statement
condition1 = Eq(age % 2, 1)
condition2 = Eq(age % 3, 1)
condition3 = Eq(age % 4, 1)
condition4 = Eq(age % 6, 1)
condition5 = Eq(age % 7, 0)

# Solve the system of equations
solution = solve((condition1, condition2, condition3, condition4, condition5), age)

# Filter the solution to ensure it is less than 75 years old
valid_solution = [sol for sol in solution if sol < 75]

# Print the final answer and confidence level
print(f"RESULT: {valid_solution[0]}")
print(f"CONFIDENCE: 100")  # Since we have a unique solution, it is very confident
