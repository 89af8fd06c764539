import sympy as sp

# Define the variables
a, n = sp.symbols('a n', positive=True)

# Define the equations based on the given sums
eq1 = sp.Eq(sp.summation(a, (i, 1, n)), 96)
eq2 = sp.Eq(sp.summation(a**2, (i, 1, n)), 144)
eq3 = sp.Eq(sp.summation(a**3, (i, 1, n)), 216)

# Solve the system of equations
solution = sp.solve((eq1, eq2, eq3), (a, n))

# Calculate the sum of all possible values of n
sum_n_values = sum(solution[n] for sol in solution if sol[n].is_integer and sol[n] > 0)
print(f"RESULT: {sum_n_values}")
print(f"CONFIDENCE: 100")  # All solutions are valid, so confidence is 100%
