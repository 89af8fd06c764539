import sympy as sp

# Define the variables
x, y = sp.symbols('x y')

# Define the equation
equation = (x/2 - 3)**2 + y**2 - 10

# Check if the equation is a parabola
is_parabola = sp.simplify(sp.Eq(equation, (x/2 - 3)**2)) == True
print("Is the graph a parabola?", is_parabola)

# Define the possible shapes
shapes = ["parabola", "circle", "ellipse", "hyperbola", "point", "line", "two lines", "empty"]

# Check which shape the equation represents
for shape in shapes:
    if sp.simplify(sp.Eq(equation, shape)) == True:
        result = shape
        confidence = 100
        break

print("Result:", result)
print("CONFIDENCE:", confidence)
