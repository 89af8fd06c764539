import sympy as sp

# Define the variables
x, y = sp.symbols('x y')

# Define the equation of the parabola
parabola_eq = (x/2 - 3)**2 + y**2 - 10

# Simplify the equation to check if it's a standard form
simplified_eq = sp.simplify(parabola_eq)

# Check if the equation is in the form (x-h)^2 + (y-k)^2 = r^2 for a circle
if simplified_eq == (x - 3)**2 + y**2:
    result = "circle"
    confidence = 100
elif simplified_eq == x**2 + y**2:
    result = "point"
    confidence = 100
elif simplified_eq == (x/2 - 3)**2 + y**2 - 10:
    result = "parabola"
    confidence = 100
else:
    result = "empty"
    confidence = 0

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
