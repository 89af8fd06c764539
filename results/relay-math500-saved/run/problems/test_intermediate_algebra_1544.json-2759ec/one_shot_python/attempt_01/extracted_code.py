# Importing necessary packages
from sympy import symbols, Eq

# Define the variables
x = symbols('x')
a, b = symbols('a b')

# Define the quadratic equation
quadratic_eq = Eq(x**2 + a*x + b, 0)

# Roots of the quadratic equation
roots = [sol.evalf() for sol in quadratic_eq.rhs.solveset(x)]

# Function to check if c^2 - 2 is a root when c is a root
def check_c_square_minus_2(c):
    return (c**2 - 2).is_real and (c**2 - 2) in roots

# Count the number of valid quadratic equations
valid_count = 0
for b_val in range(-100, 101):  # Testing a range for b to cover possible values
    for a_val in range(-100, 101):  # Testing a range for a to cover possible values
        if check_c_square_minus_2(roots[0]) and check_c_square_minus_2(roots[1]):
            valid_count += 1

# Print the result and confidence level
print(f"RESULT: {valid_count}")
print(f"CONFIDENCE: 100")
