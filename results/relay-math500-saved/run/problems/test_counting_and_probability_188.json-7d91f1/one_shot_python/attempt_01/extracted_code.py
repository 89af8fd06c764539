from sympy import symbols, Eq, solve

# Define the variables
x, y = symbols('x y')

# Define the condition for a triangle to exist: x + y > 1 and x + 1 > y and y + 1 > x
condition = Eq(x + y, 2)

# Solve the equation x + y = 2 in terms of one variable
y_expr = solve(condition, y)[0]

# The second condition becomes x + 1 > y_expr which simplifies to x + 1 > (2 - x)
second_condition = Eq(x + 1, 2 - x)

# Solve the equation x + 1 = 2 - x in terms of one variable
x_expr = solve(second_condition, x)[0]

# The third condition becomes y + 1 > x_expr which simplifies to y + 1 > (2 - x)
third_condition = Eq(y + 1, 2 - x)

# Solve the equation y + 1 = 2 - x in terms of one variable
y_expr = solve(third_condition, y)[0]

# Now we need to find the area of the triangle with sides 1, x, and y
area = (1/2) * x * y

# The triangle exists if and only if the area is positive and all sides are less than or equal to 3
# This means we need to solve the system of inequalities:
# x + y < 3
# x + 1 < 3
# y + 1 < 3
# x > 0
# y > 0

# The first two inequalities simplify to x + y < 3 and x + 1 < 3, so we get x + y < 2.
# The third inequality simplifies to y + 1 < 3, so we get y < 2.
# Combining these with the conditions that all sides are less than or equal to 3, we get:
# 0 < x < 3 and 0 < y < 3
# This means the area of the triangle is always positive.

# The total possible range for x and y is (0,3) × (0,3), which has a volume of 9.
# The favorable region for the triangle to exist is also a right triangle with legs of length 2, which has an area of 2.
# Therefore, the probability that a triangle with sides of length 1, x, and y exists is 2/9 = 0.2222.

# Print the final answer and confidence level
print(f"RESULT: {0.2222}")
print(f"CONFIDENCE: 22")
