from sympy import symbols, Eq, solve

# Define the variable for the third side
x = symbols('x')

# The triangle inequality theorem states that the sum of any two sides must be greater than the third side.
# We have three inequalities:
# 1. x + 8 > 8
# 2. x + 8 > 8
# 3. 8 + 8 > x

# Simplifying these inequalities, we get:
ineq1 = Eq(x + 8, 8)
ineq2 = Eq(x + 8, 8)
ineq3 = Eq(8 + 8, x)

# Solving the first two inequalities for x
sol1 = solve(ineq1, x)[0]
sol2 = solve(ineq2, x)[0]

# The third inequality is already satisfied by the sum of the other two sides.

# Since we need a whole number length for the third side, we take the maximum integer value that satisfies the inequalities.
max_third_side = max(sol1, sol2)

# Calculate the perimeter
perimeter = 8 + 8 + max_third_side

# Print the result and confidence level
print(f"RESULT: {perimeter}")
print(f"CONFIDENCE: 100")
