import sympy as sp

# Define the variables and the hyperbola equation
x, y = sp.symbols('x y')
hyperbola_eq = (y - 2*x + 3) * (y - (17 - 2*x))

# The hyperbola passes through the point (4, 7)
point_eq = hyperbola_eq.subs({x: 4, y: 7})

# Solve the equation to find the value of 'a'
a = sp.solve(point_eq, a)[0]

# Simplify the equation
hyperbola_eq_simplified = sp.simplify(hyperbola_eq.subs(a, 1))

# Rewrite the hyperbola equation in standard form
A = 1 / (a**2)
B = -1 / (a**4)
C = a**2

# Calculate the distance between the foci
c = sp.sqrt(C + A)
distance_foci = 2 * c

# Print the result and confidence
print(f"RESULT: {distance_foci}")
print(f"CONFIDENCE: 90")
