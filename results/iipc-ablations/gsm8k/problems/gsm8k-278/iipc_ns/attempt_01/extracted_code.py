# Initial propositions
# 1. Mico and Marco want to know each other.
# 2. They realized that the sum of their ages is 20.
# 3. We need to find the sum of their ages in 10 years.

# Step 1: Define the initial ages of Mico and Marco
# Let's assume Mico's age is x and Marco's age is y
# We know that x + y = 20

# Step 2: Calculate the sum of their ages in 10 years
# In 10 years, Mico's age will be x + 10 and Marco's age will be y + 10
# The sum of their ages in 10 years will be (x + 10) + (y + 10) = x + y + 20

# Step 3: Substitute the initial sum of their ages into the equation
# We know that x + y = 20, so (x + y + 20) = 20 + 20 = 40

# Step 4: Print the intermediate values
print("Initial ages of Mico and Marco:", "x =", x, "and y =", y)
print("Sum of their ages in 10 years:", x + y + 20)

# Step 5: Verify the final answer
# We can verify that the sum of their ages in 10 years is indeed 40
# by substituting the initial sum of their ages into the equation
# (x + y + 20) = 20 + 20 = 40

# Step 6: Print the final answer
RESULT: 40
