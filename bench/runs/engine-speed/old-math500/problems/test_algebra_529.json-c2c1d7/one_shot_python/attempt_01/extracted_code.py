from sympy import symbols, Eq, solve, sqrt, pi

# Define the variable
n = symbols('n')

# The sum of 27 consecutive positive integers is 3^7
sum_of_integers = 3**7

# The sum of the first n positive integers is n*(n+1)/2
sum_expr = n*(n+1)/2

# Set up the equation
equation = Eq(sum_expr, sum_of_integers)

# Solve for n
n_value = solve(equation, n)[0]

# The median of the first n consecutive positive integers is the (n+1)/2-th number
median = (n_value + 1) / 2

# Print the result and confidence
print(f"RESULT: {median}")
print(f"CONFIDENCE: 100")
