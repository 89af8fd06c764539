from sympy import symbols, Eq, solve

# Define the variables
x = symbols('x')

# Total number of buckets needed to fill the pool
total_buckets = 110

# George's and Harry's bucket carrying rates
george_rate = 2
harry_rate = 3

# Set up the equation for the total number of buckets
equation = Eq(george_rate * x + harry_rate * x, total_buckets)

# Solve the equation
rounds = solve(equation, x)[0]

# Print the result and confidence level
print(f"RESULT: {rounds}")
print(f"CONFIDENCE: 100")
