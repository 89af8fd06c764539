from sympy import symbols, Eq, solve

# Define the variables
x = symbols('x')

# Total students
total_students = 50

# Students participating in MATHCOUNTS and science club
mathcounts = 28
science_club = 21

# Students participating in neither
neither = 6

# Students participating in both
both = total_students - (mathcounts + science_club - neither)

# Print the result and confidence
print(f"RESULT: {both}")
print(f"CONFIDENCE: 100")
