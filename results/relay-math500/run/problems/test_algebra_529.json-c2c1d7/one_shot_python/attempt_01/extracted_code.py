import sympy as sp

# Define the sum of 27 consecutive positive integers
sum_of_integers = sp.symbols('sum_of_integers')

# Calculate the sum of the first n natural numbers
n = 27
first_n_numbers_sum = n * (n + 1) // 2

# Set up the equation
equation = sp.Eq(sum_of_integers, first_n_numbers_sum)

# Solve for the sum of integers
sum_of_integers_value = sp.solve(equation, sum_of_integers)[0]

# Calculate the median
median = (2 * n + 1) // 2

print(f"RESULT: {sp.nsimplify(median)}")
print(f"CONFIDENCE: 100")
