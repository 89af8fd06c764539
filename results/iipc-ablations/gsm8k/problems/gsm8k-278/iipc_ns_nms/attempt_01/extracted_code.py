# Initial propositions
# 1. Mico and Marco are two individuals.
# 2. The sum of their ages is 20.
# 3. We need to find the sum of their ages in 10 years.

# Step 1: Define the current ages of Mico and Marco
# Let's assume Mico's age is x and Marco's age is y
# We know that x + y = 20

# Step 2: Calculate the sum of their ages in 10 years
# In 10 years, Mico's age will be x + 10 and Marco's age will be y + 10
# The sum of their ages in 10 years will be (x + 10) + (y + 10) = x + y + 20

# Step 3: Substitute the value of x + y from the initial proposition
# Since x + y = 20, we can substitute 20 for x + y in the expression
sum_of_ages_in_10_years = 20 + 20

# Step 4: Print the intermediate value
print(f"Intermediate value: Sum of ages in 10 years = {sum_of_ages_in_10_years}")

# Step 5: Verify the final answer
# We know that the sum of their ages is 20, and we have calculated it to be 40
# Therefore, the final answer is 40

# Step 6: Print the final answer
print(f"RESULT: Sum of ages in 10 years = {40}")
