import sympy as sp

# Define the variable and function
x = sp.symbols('x')
f = (sp.acos(x))**2 + (sp.asin(x))**2

# Simplify the function
simplified_f = sp.simplify(f)
print("Simplified Function:", simplified_f)

# Find the domain of the function
domain = sp.calculus.util.continuous_domain(simplified_f, x, sp.S.Reals)
print("Domain of the Function:", domain)

# Find the range of the function
range_values = [simplified_f.subs(x, val) for val in domain]
range_min = min(range_values)
range_max = max(range_values)
print("Range of the Function:", (range_min, range_max))
