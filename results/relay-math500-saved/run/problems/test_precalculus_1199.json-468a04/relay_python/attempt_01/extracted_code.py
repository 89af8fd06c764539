# Import necessary libraries
import sympy as sp

# Define the variables
a, b, c, d = sp.symbols('a b c d', positive=True)

# Define the function y = a*sin(b*x + c) + d
x = sp.symbols('x')
y = a * sp.sin(b * x + c) + d

# Given graph: y = 2*sin(3*x + pi) + 1
# This means b = 3, a = 2, and we need to find the smallest possible value of c
b_value = 3
a_value = 2
y_value = 2 * sp.sin(b_value * x + sp.pi) + 1

# The general form is y = a*sin(b*x + c) + d
# We can compare it with the given graph to find the smallest possible value of c
# Since we are looking for the smallest possible value of c, we should consider the phase shift
# The phase shift c can be found by solving sin(c) = 0
c_value = sp.solve(sp.sin(c), c)
c_value = [sol.evalf() for sol in c_value if sol.is_real and sol > 0]

# Since we need the smallest possible value of c, we should consider the positive solution
smallest_c_value = min(c_value)

# Print the result
print(f"RESULT: {smallest_c_value}")
print(f"CONFIDENCE: 100")
