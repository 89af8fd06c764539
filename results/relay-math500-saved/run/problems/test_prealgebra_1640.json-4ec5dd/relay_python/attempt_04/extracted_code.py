from sympy import symbols, sqrt

# Given: altitude to the hypotenuse is 4*sqrt(2)
# We can use the Pythagorean theorem to find the lengths of the legs
a = symbols('a')
b = sqrt(a**2 + (4*sqrt(2))**2)

# The area of the triangle is (1/2) * base * height
area = 0.5 * a * b.evalf()
print(f"RESULT: {area}")
