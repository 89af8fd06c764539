import sympy as sp

# Define the floor function and the sum of coprime numbers
floor_func = sp.floor
coprime_sum = sp.summation(sp.Rational(1, i), (i, 2, floor_func(x) + 1))

# Define the functions f(x) and g(x)
x = sp.symbols('x')
f_x = sp.exp(3*x**2 - abs(floor_func(x))!) + coprime_sum + sp.phi(abs(floor_func(x)) + 1) + 72*x**4 + 3*x**3 - 6*x**2 + 2*x + 1
g_x = sp.exp(3*x**2 - abs(floor_func(x))!) + coprime_sum + sp.phi(abs(floor_func(x)) + 1) + 72*x**4 + 4*x**3 - 11*x**2 - 6*x + 13

# Find the intersection points
intersection_points = sp.solve(f_x - g_x, x)

# Filter out non-real solutions and find the largest real solution
real_intersection_points = [sol.evalf() for sol in intersection_points if sol.is_real]
largest_real_solution = max(real_intersection_points)

# Compute the final answer and confidence level
final_answer = largest_real_solution
confidence_level = 100

print(f"RESULT: {final_answer}")
print(f"CONFIDENCE: {confidence_level}")
