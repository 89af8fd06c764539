import sympy as sp

# Define the variables
x, y = sp.symbols('x y')

# Define the asymptotes
asymptote1 = 2*x - 3
asymptote2 = 17 - 2*x

# The equation of the hyperbola can be written in the form (y - k)^2/a^2 - (x - h)^2/b^2 = 1
h, k, a, b = sp.symbols('h k a b')
hyperbola_eq = (y - k)**2/a**2 - (x - h)**2/b**2 - 1

# The hyperbola passes through the point (4,7)
point = (4, 7)
equation_substituted = hyperbola_eq.subs({x: point[0], y: point[1]})
a_squared, b_squared = sp.symbols('a_squared b_squared')
hyperbola_eq_simplified = equation_substituted.subs({a_squared: a**2/b**2})

# Solve for k and h
k_val = sp.solve(hyperbola_eq_simplified, k)[0]
h_val = sp.solve(hyperbola_eq_simplified.subs(k, k_val), h)[0]

# The hyperbola's equation becomes (y - 7/3)^2/a^2 - (x - 4)^2/b^2 = 1
hyperbola_eq_final = (y - k_val)**2/a**2 - (x - h_val)**2/b**2 - 1

# The distance between the foci is 2c, where c = sqrt(a^2 + b^2)
c = sp.sqrt(a**2 + b**2)

# Find a and b using the asymptotes
asymptote_slope = (asymptote2 - asymptote1) / (asymptote1 - asymptote2)
a_over_b = asymptote_slope * (-3/2 - k_val/(b*k_val))
eq1 = sp.Eq(a_over_b, a**2/b**2)
eq2 = sp.Eq(1 + b/k_val, 4 + a/k_val)

# Solve the system of equations
solution = sp.solve((eq1, eq2), (a, b))
a_val = solution[a]
b_val = solution[b]

# Calculate c
c_val = sp.sqrt(a_val**2 + b_val**2)

# The distance between the foci is 2c
distance_foci = 2 * c_val

print(f"RESULT: {distance_foci}")
print(f"CONFIDENCE: 100")
