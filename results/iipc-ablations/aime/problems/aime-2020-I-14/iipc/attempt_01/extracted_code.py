import math

# Step 1: Define the quadratic polynomial P(x)
def P(x):
    return x**2 + x - 12

# Step 2: Find the solutions to P(x) = 0
solutions = []
for x in range(-10, 11):  # Check a reasonable range for x
    if P(x) == 0:
        solutions.append(x)

# Step 3: Verify the solutions
print("Solutions to P(x) = 0:", solutions)

# Step 4: Identify the distinct solutions
distinct_solutions = list(set(solutions))
print("Distinct solutions:", distinct_solutions)

# Step 5: Calculate (a + b)^2
a, b = distinct_solutions
result = (a + b)**2
print("Result:", result)

# Verification
# Check if a and b are distinct from 3 and 4
assert a != 3 and a != 4
assert b != 3 and b != 4

# Check if P(a) = 0 and P(b) = 0
assert P(a) == 0
assert P(b) == 0

# Print the final answer
print("RESULT:", result)
