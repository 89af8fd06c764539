# Initial propositions
total_jelly_beans = 4500

# Step 1: Let B represent the number of blue jelly beans
# Step 2: Let R represent the number of red jelly beans
# Step 3: Let G represent the number of green jelly beans
# Step 4: The total number of jelly beans can be expressed as R + B + G = 4500
# Step 5: The number of red jelly beans is 1% fewer than the number of blue jelly beans, so R = B - 0.01B = 0.99B
# Step 6: The number of green jelly beans is 1% more than the number of blue jelly beans, so G = B + 0.01B = 1.01B
# Step 7: Substitute R and G in terms of B into the total number of jelly beans equation: 0.99B + B + 1.01B = 4500
# Step 8: Combine like terms: 3B = 4500
# Step 9: Solve for B: B = 4500 / 3 = 1500
B = total_jelly_beans / 3

# Step 10: Substitute B back into the expressions for R and G
R = 0.99 * B
G = 1.01 * B

# Step 11: The number of green jelly beans is 1515 and the number of red jelly beans is 1485
# Step 12: The difference between the number of green jelly beans and the number of red jelly beans is G - R = 1515 - 1485 = 30
difference = G - R

# Verification
print(f"Step 1: B = {B}")
print(f"Step 2: R = {R}")
print(f"Step 3: G = {G}")
print(f"Step 4: Difference = {difference}")
print(f"RESULT: {difference}")
