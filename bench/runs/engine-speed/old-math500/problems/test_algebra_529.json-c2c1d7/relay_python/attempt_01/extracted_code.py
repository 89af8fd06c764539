from sympy import symbols, Eq, solve

# Define the variable
n = symbols('n')

# Define the sum of 27 consecutive integers
sum_of_integers = n * (n + 26) / 2

# Set the sum equal to 3^7
equation = Eq(sum_of_integers, 3**7)

# Solve for n
solution = solve(equation, n)

# Extract the median
median = solution[0] + 13

# Print the result and confidence
print(f"RESULT: {median}")
print(f"CONFIDENCE: 100")
