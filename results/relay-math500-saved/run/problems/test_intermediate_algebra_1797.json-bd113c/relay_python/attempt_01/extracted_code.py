# Import necessary libraries
from sympy import symbols, Eq, solve

# Define the variables
x, y = symbols('x y')

# Given asymptotes and point
asymptote1 = Eq(y, 2*x - 3)
asymptote2 = Eq(y, 17 - 2*x)
point = (4, 7)

# Equation of the hyperbola in standard form: (y + k)^2/a^2 - (x + h)^2/b^2 = 1
h, k, a, b = symbols('h k a b')
hyperbola_eq = Eq((y - k)**2 / a**2 - (x - h)**2 / b**2, 1)

# Substitute the asymptotes into the hyperbola equation
asymptote1_sub = hyperbola_eq.subs(y, 2*x - 3)
asymptote2_sub = hyperbola_eq.subs(y, 17 - 2*x)

# Solve for h and k from the asymptote equations
sol_hk = solve([asymptote1_sub.lhs - asymptote1_sub.rhs, asymptote2_sub.lhs - asymptote2_sub.rhs], (h, k))
h_val, k_val = sol_hk[0]

# Substitute the point into the hyperbola equation to find a and b
point_eq = hyperbola_eq.subs({x: point[0], y: point[1]})
a_val, b_val = solve(point_eq.lhs - point_eq.rhs, (a, b))
a_val, b_val = abs(a_val), abs(b_val)  # Ensure a and b are positive

# Print the final answer and confidence
result = f"The distance between the foci of the hyperbola is {2 * (a_val + b_val)}"
confidence = 100  # Assuming we have accurate values for h, k, a, and b

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
