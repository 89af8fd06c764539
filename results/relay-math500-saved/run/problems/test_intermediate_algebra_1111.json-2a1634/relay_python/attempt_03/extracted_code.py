from sympy import symbols, Eq, pi

# Define the variables for the dimensions of the field
a = symbols('a')
b = symbols('b')

# Define the equation for the total length of the track
track_length_eq = Eq(2*a + 2*b + pi*1, 400)

# Solve the system of equations for a and b
solution = solve(track_length_eq, (a, b))

# The area of the field is given by A = a * b
area = a * b

# Substitute the values of a and b from the solution into the area formula
area_value = area.subs(solution)

print(f"RESULT: {area_value}")
print(f"CONFIDENCE: 100")
