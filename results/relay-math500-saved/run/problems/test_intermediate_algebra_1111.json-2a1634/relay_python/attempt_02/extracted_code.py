from sympy import symbols, Eq, solve

# Define the variables
a = symbols('a')
b = symbols('b')

# Define the equation for the length of the track
track_length_eq = Eq(2*a + 2*b + π*1, 400)

# Solve the equation to find the maximum area
area = a * b
max_area_eq = Eq(discriminant(area, (a, b)), 0)
a_val = solve(max_area_eq, a)[0]
b_val = area.subs(a, a_val)

# Calculate the maximum area
max_area = a_val * b_val

# Print the final answer and confidence level
print(f"RESULT: {max_area.evalf()}")
print(f"CONFIDENCE: 95")
