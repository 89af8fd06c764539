# Import necessary libraries
from sympy import symbols, sqrt

# Define the variable
x = symbols('x')

# Given roots of the polynomial
root1 = 4 - sqrt(11)
root2 = 4 + sqrt(11)

# Construct the quadratic polynomial with integer coefficients and given roots
p = (x - root1) * (x - root2)

# Simplify the polynomial
p_simplified = p.simplify()

# Compute p(3) and p(4)
p_3 = p_simplified.subs(x, 3)
p_4 = p_simplified.subs(x, 4)

# Compute the ratio p(3) / p(4)
result = p_3 / p_4

print(result.evalf())
