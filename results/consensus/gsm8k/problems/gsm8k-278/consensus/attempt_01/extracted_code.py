# Given that the sum of Mico and Marco's ages is 20
# We need to find the sum of their ages in 10 years

# Let's denote Mico's age by M and Marco's age by M
# We know that M + M = 20
# Therefore, 2M = 20
# Solving for M, we get M = 10

# In 10 years, Mico's age will be M + 10 = 10 + 10 = 20
# Marco's age will be M + 10 = 10 + 10 = 20

# The sum of their ages in 10 years will be (M + 10) + (M + 10) = 20 + 20 = 40

# The final answer is 40
RESULT: 40
