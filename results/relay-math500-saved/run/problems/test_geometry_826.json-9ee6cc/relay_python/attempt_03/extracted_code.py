from sympy import symbols, Eq, solve

# Define the variables for the lengths of the sides of quadrilateral BEFH
BE = 5
EF = 3  # This is given as 3 by the problem statement

# We need to find BH, and we know that EF = 3.
# Since BEFH is a rectangle, its opposite sides are equal.
# Therefore, BF = EH.

# Calculate the length of BH
BH = EF

# Print the final answer
print(f"Result: {BH}")
