import sympy as sp

# Define the variables
x, y, z = sp.symbols('x y z')

# Define the equations
eq1 = sp.Eq(x*y*z, 4)
eq2 = sp.Eq(x**3 + y**3 + z**3, 4)
eq3 = sp.Eq(xy**2 + x**2*y + xz**2 + x**2*z + yz**2 + y**2*z, 12)

# Sum of cubes formula
sum_of_cubes = x**3 + y**3 + z**3

# Use the identity sum_of_cubes^2 - 3*sum_of_products*product_of_terms = (x+y+z)^2 - 6*xy*xz*yz
# From eq1, we know xyz = 4
# So, sum_of_cubes^2 - 3*sum_of_products*product_of_terms = (x+y+z)^2 - 6*4
# We also know sum_of_products = xy + yz + zx and product_of_terms = x*y*z
# From eq3, we know xy^2 + x^2*y + xz^2 + x^2*z + yz^2 + y**2*z = 12
# So, xy^2 + x^2*y + xz^2 + x^2*z + yz^2 + y**2*z = sum_of_products^2 - 3*sum_of_terms*product_of_terms
# Substituting these into the identity, we get:
# (x+y+z)^2 - 6*4 - 3*(xy + yz + zx)^2 - 3*xyz = 0
# Simplifying, we get:
# (x+y+z)^2 - 6*4 - 3*(xy + yz + zx)^2 - 12 = 0
# (x+y+z)^2 - 18 - 3*(xy + yz + zx)^2 = 0
# This is a quadratic equation in terms of (x+y+z)
# Solving this equation will give us the value of (x+y+z)

# Calculate the sum of cubes in terms of x, y, z
sum_of_cubes_expr = sp.expand(sum_of_cubes)

# Substitute eq1 into the identity
identity_eq = sp.simplify(sum_of_cubes_expr**2 - 3*sum_of_products*product_of_terms - 6*4)

# Solve the quadratic equation
solutions = sp.solve(identity_eq, sum_of_cubes)
sum_of_cubes_value = solutions[0]

# Substitute back to find xy + yz + zx
xy_plus_yz_plus_zx_expr = (sum_of_cubes_value**2 - 18) / 3
xy_plus_yz_plus_zx_value = sp.simplify(xy_plus_yz_plus_zx_expr)

# Calculate the confidence level (as a fraction of sum_of_products)
sum_of_products_value = xy_plus_yz_plus_zx_value**2 - 3*xy_plus_yz_plus_zx_value
confidence_level = int(100 * sum_of_products_value / xyz_value)

print(f"RESULT: {xy_plus_yz_plus_zx_value}")
print(f"CONFIDENCE: {confidence_level}")
