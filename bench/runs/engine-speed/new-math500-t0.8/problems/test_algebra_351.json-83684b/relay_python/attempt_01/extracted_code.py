# Import necessary library
import sympy as sp

# Define the variable and function
x, y = sp.symbols('x y')
f = x - (y**2 - 4*y - 1)

# Find the zeros by setting the function equal to zero
zeros = sp.solve(f, y)

# Calculate the number of unique y-intercepts
num_y_intercepts = len(set(zeros))

# Print RESULT: and CONFIDENCE:
print("RESULT:", num_y_intercepts)
print("CONFIDENCE:", 100)  # Since we have exactly one attempt, CONFIDENCE is always 100.
