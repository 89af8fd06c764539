# Initial ages of Mico and Marco
# Let's assume Mico's age is x and Marco's age is y
# We know that x + y = 20

# Step 1: Define the initial ages
x = 10  # Example age for Mico
y = 10  # Example age for Marco

# Step 2: Calculate the sum of their current ages
current_sum = x + y

# Step 3: Calculate the sum of their ages in 10 years
ages_in_10_years = current_sum + 10

# Step 4: Print the intermediate values
print(f"Initial ages: Mico = {x}, Marco = {y}")
print(f"Current sum of ages: {current_sum}")
print(f"Sum of ages in 10 years: {ages_in_10_years}")

# Step 5: Verify the final answer
# We know the sum of their ages is 20, and we calculated it to be 30
# Let's check if 30 is indeed the sum of their ages in 10 years
verification = current_sum + 10 == 30

# Step 6: Print the verification result
print(f"Verification: {verification}")

# Result: 30
RESULT: 30
