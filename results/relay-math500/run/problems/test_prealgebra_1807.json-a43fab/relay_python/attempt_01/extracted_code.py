# Import necessary libraries
import sympy as sp

# Define the variables
alpha, beta = sp.symbols('alpha beta')

# Set up the equations based on the problem statement
eq1 = sp.Eq(2*alpha, alpha + 90 + 90)  # largest angle is twice the smallest angle and both other angles are right angles

# Solve for alpha
solution = sp.solve(eq1, alpha)[0]

# Calculate the largest angle
largest_angle = 2*solution

# Print the result and confidence level
print(f"RESULT: {largest_angle}")
print(f"CONFIDENCE: 100")
