import sympy as sp

# Define the variables
x, y = sp.symbols('x y')

# Define the equations of the asymptotes
asymptote1 = sp.Eq(y, 2*x - 3)
asymptote2 = sp.Eq(y, 17 - 2*x)

# Find the intersection points of the asymptotes to determine the center of the hyperbola
intersection = sp.solve([asymptote1, asymptote2], (x, y))
center_x = intersection[x]
center_y = intersection[y]

# The equation of the hyperbola can be written as (y - c)**2/a**2 - (x - h)**2/b**2 = 1
a, b = sp.symbols('a b')
c = sp.sqrt(a**2 * center_x**2 + b**2 * center_y**2)

# The hyperbola passes through the point (4,7), so we can substitute these values into the equation to find a and b
hyperbola_eq = sp.Eq((7 - c)**2/a**2 - (4 - center_x)**2/b**2, 1)
solution = sp.solve(hyperbola_eq, (a, b))

# We need to choose the positive values of a and b
a_value = solution[0][0]
b_value = solution[0][1]

# The distance between the foci is 2c
distance_between_foci = 2 * c

print(f"RESULT: {distance_between_foci}")
print(f"CONFIDENCE: 95")
