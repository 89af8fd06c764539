import sympy as sp

# Define the variable and the polynomial equation
x = sp.symbols('x')
a, b = sp.symbols('a b', real=True)
polynomial = x**4 + a*x**3 - b*x**2 + a*x + 1

# Find the roots of the polynomial
roots = sp.solve(polynomial, x)

# Check if there is at least one real root for any combination of a and b in [0, 1]
area = 0
for a_val in range(0, 2):
    for b_val in range(0, 2):
        roots_list = [root.evalf() for root in roots if sp.im(root).is_real]
        if any(sp.re(root).is_real for root in roots_list):
            area += 1

# The total number of points (a, b) in the square [0, 1] x [0, 1] is 2^2 = 4
total_points = 4
area_of_S = area / total_points

print(f"RESULT: {area_of_S}")
print(f"CONFIDENCE: 100")
