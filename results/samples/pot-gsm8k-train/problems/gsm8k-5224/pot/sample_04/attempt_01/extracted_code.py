from sympy import symbols, Eq, solve

# Define the variable
w = symbols('w')

# Given weights and total marble weight
total_weight = 80
first_statue_weight = 10
second_statue_weight = 18
remaining_weight = total_weight - (first_statue_weight + second_statue_weight + 22)

# The remaining two statues weigh the same amount
equation = Eq(2 * w, remaining_weight)

# Solve for w
solution = solve(equation, w)[0]

# Print the result
print(f"RESULT: {solution}")
