from sympy import symbols, Eq, solve

# Define the variables
rounds = symbols('rounds')

# George and Harry's bucket capacities
george_capacity = 2
harry_capacity = 3

# Total buckets needed to fill the pool
total_buckets = 110

# Total buckets carried per round
total_buckets_per_round = george_capacity + harry_capacity

# Equation to solve for the number of rounds
equation = Eq(total_buckets_per_round * rounds, total_buckets)

# Solve the equation
solution = solve(equation, rounds)[0]

# Print the result
print(f"RESULT: {solution}")
