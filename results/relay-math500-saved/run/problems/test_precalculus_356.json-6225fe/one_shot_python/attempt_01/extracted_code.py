import sympy as sp

# Define the variables
x, y = sp.symbols('x y')

# Given vector and projection condition
v = sp.Matrix([2, 1])
projection = v.dot(sp.Matrix([0, 0])) / (v.norm()**2)
condition = sp.Eq(projection, sp.Matrix([0, 0]))

# Solve for the line equation
# Since the projection is zero, the vector v must be parallel to the given vector (2, 1)
# Therefore, y = mx + b where m = 2 and b = -1

line_equation = sp.Eq(y, 2*x - 1)

# Print the result and confidence
print(f"RESULT: {line_equation}")
print(f"CONFIDENCE: 100")
