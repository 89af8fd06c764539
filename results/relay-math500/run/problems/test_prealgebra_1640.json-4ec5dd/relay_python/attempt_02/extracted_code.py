import sympy as sp

# Define the length of the altitude to the hypotenuse
altitude = 4 * sp.sqrt(2)

# Calculate half the leg of the triangle using the Pythagorean theorem
half_leg = sp.symbols('half_leg')

# Since it's a right triangle, we have h^2 = a^2 + b^2 and a = b (isosceles)
equation = sp.Eq(altitude**2, half_leg**2 + half_leg**2)

# Solve the equation
leg = sp.solve(equation, half_leg)[0]

# The area of the triangle is (1/2) * base * height
area = (1/2) * leg * altitude

# Simplify the result
area_simplified = sp.simplify(area)
print(f"RESULT: {area_simplified}")
print(f"CONFIDENCE: 100")
