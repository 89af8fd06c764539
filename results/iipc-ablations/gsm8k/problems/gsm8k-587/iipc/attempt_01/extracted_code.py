# Initial propositions
total_jelly_beans = 4500

# Let B be the number of blue jelly beans
# Let R be the number of red jelly beans
# Let G be the number of green jelly beans

# The relationship between the jelly beans can be expressed as:
# R = B - 0.01B = 0.99B
# G = B + 0.01B = 1.01B

# The total number of jelly beans is the sum of the red, blue, and green jelly beans:
# R + B + G = 4500

# Substitute the expressions for R and G in terms of B into the total number of jelly beans equation:
# 0.99B + B + 1.01B = 4500

# Combine like terms:
# 3B = 4500

# Solve for B:
B = total_jelly_beans / 3

# Now, find the number of red jelly beans:
R = 0.99 * B

# Finally, find the number of green jelly beans:
G = 1.01 * B

# Determine how many more green jelly beans there are than red jelly beans:
difference = G - R

# Print intermediate values
print(f"Initial blue jelly beans (B): {B}")
print(f"Initial red jelly beans (R): {R}")
print(f"Initial green jelly beans (G): {G}")
print(f"Difference between green and red jelly beans: {difference}")

# Verify the final answer
# Substitute the final values back, check every condition, or compute it a second way
# For example, check if the total number of jelly beans is correct
total_calculated = R + B + G
print(f"Calculated total jelly beans: {total_calculated}")

# Print the final answer
RESULT: 30
