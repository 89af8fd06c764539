# Attempt 2: Solve the problem
from sympy import symbols, Eq

# Define the variable and the equation of the parabola
x = symbols('x')
parabola_eq = Eq(x, x**2 - 4*x - 1)

# Find the y-intercepts by setting x=0
y_intercepts = []
for y in range(-5, 6):  # Check a reasonable range for y-intercepts
    if parabola_eq.subs(x, 0) == Eq(y*0, 0):
        y_intercepts.append(y)

# Print the number of y-intercepts
print(len(y_intercepts))
