from sympy import symbols, Eq, solve

# Define the variable for the weight of each of the remaining two statues
weight_remaining = symbols('weight_remaining')

# The marble discarded after carving is the sum of the weights of the first three statues
marble_discarded = 10 + 18 + weight_remaining

# The total weight of the marble used for the statues is 80 pounds
total_weight_used = 80

# The weight of the discarded marble is what was left after carving the statues
equation = Eq(marble_discarded, total_weight_used - 22)

# Solve for the weight of each of the remaining two statues
weight_remaining_value = solve(equation, weight_remaining)[0]

# Print the result
print(f"RESULT: {weight_remaining_value}")
