from sympy import symbols, Eq, solve

# Define the variable for the median
median = symbols('median')

# The sum of 27 consecutive integers starting from 'start'
start = median - 13
sum_of_integers = start + (start + 1) + ... + (start + 26)

# Set up the equation based on the given sum
equation = Eq(sum_of_integers, 3**7)

# Solve for the median
solution = solve(equation, median)
median_value = solution[0]

# Calculate the confidence level
confidence_level = 100

# Print the result and confidence level
print(f"RESULT: {median_value}")
print(f"CONFIDENCE: {confidence_level}")
