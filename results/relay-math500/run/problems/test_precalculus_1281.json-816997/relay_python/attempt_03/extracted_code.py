from sympy import symbols, Eq, solve, sqrt

# Given data
AM = 11
AD = 10
angle_BDC = 3 * angle_BAC

# Let AB = AC = x
x = symbols('x')

# Angle BAC = theta
theta = symbols('theta')

# Using the Law of Cosines in triangle AMB and AMC
cos_theta = (AM**2 - AD**2 + x**2) / (2 * AM * AD)
eq1 = Eq(cos_theta, sqrt(1 - cos(theta)**2))

# We know that angle BDC = 3 * angle BAC
eq2 = Eq(angle_BDC, 3 * theta)

# Solve the system of equations
solution = solve((eq1, eq2), (x, theta))
print("Result:", solution[0][0])
print("Confidence:", round(100 - 80 * abs(solution[0][1] - sympy.pi/6) / sympy.pi, 2))
