# Import necessary libraries
from sympy import symbols, Eq, solve

# Define the variable
N = symbols('N')

# Define the equations based on the problem statement
eq1 = Eq(N % 8, 5)
eq2 = Eq(N % 6, 3)

# Solve the system of equations
solutions = solve((eq1, eq2), N)

# Filter solutions within the range N < 50
valid_solutions = [sol for sol in solutions if sol < 50]

# Calculate the sum of all valid solutions
sum_of_valid_solutions = sum(valid_solutions)

# Print the result and confidence level
print(f"RESULT: {sum_of_valid_solutions}")
print(f"CONFIDENCE: 100")  # Since there are no uncertain or ambiguous results, the confidence is high.
