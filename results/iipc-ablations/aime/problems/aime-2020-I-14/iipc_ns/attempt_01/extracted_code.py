import math

# Step 1: Define the quadratic polynomial P(x)
def P(x):
    return x**2 + x - 12

# Step 2: Find the solutions to P(x) = 0
solutions = []
for x in range(-10, 11):  # Check a range of values for x
    if P(x) == 0:
        solutions.append(x)

# Step 3: Identify the distinct solutions
distinct_solutions = list(set(solutions))  # Remove duplicates
print("Distinct solutions:", distinct_solutions)

# Step 4: Verify the solutions
for x in distinct_solutions:
    if P(P(x)) == 0:
        print(f"P(P({x})) = 0 is true for x = {x}")
    else:
        print(f"P(P({x})) = 0 is false for x = {x}")

# Step 5: Calculate (a + b)^2
a, b = distinct_solutions
result = (a + b)**2
print("Result:", result)
