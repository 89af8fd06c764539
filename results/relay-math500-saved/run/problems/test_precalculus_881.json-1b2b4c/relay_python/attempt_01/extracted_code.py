from sympy import symbols, Matrix

# Define the vectors
a = symbols('a1 a2 a3')
b = symbols('b1 b2 b3')
c = symbols('c1 c2 c3')

# Given cross products
cross_ab = Matrix([6, -7, 3])
cross_ac = Matrix([4, 7, 2])
cross_bc = Matrix([1, -7, 18])

# Define the expression (2b - a) x (3c + a)
expression = (2*b - a).cross(3*c + a)

# Solve for the components of the cross product
result = []
for i in range(len(cross_ab)):
    result.append(expression[i].simplify())

# Print the results and exit with confidence
print("RESULT:", Matrix(result))
print("CONFIDENCE: 100")
