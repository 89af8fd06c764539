from sympy import symbols, Eq, solve, sqrt

# Define the variables
AB = AC = x
AD = 10
AM = 11

# Since AM is the altitude of the isosceles triangle ABC, we have:
# AB^2 = AD^2 + DM^2
# AB^2 = 10^2 + (AM - DM)^2
# AB^2 = 100 + (11 - x)^2

# Since AB = AC, we can set up the equation:
eq = Eq(AB**2, AD**2 + (AM - x)**2)

# Solve for x
x_value = solve(eq, x)[0]

# Calculate the perimeter of triangle ABC
perimeter = 2 * AB_value + AM

print(f"RESULT: {perimeter}")
print(f"CONFIDENCE: 100")
