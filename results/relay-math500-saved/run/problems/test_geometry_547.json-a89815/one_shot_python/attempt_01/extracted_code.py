import sympy as sp

# Given values
area_ABC = 6  # in square centimeters
BD_BC_ratio = 4 / 1  # BD is 4 times BC

# Let BC = x, then BD = 4x
BC = sp.symbols('BC')
BD = BD_BC_ratio * BC

# Area of triangle ABC can be calculated using the formula:
# Area = (1/2) * AB * DE * sin(C)
# Since BD is parallel to AC and DE is parallel to BC, angle C = angle BAC
# And since BD = 4BC, DE = 3BC (since BD/DE = BC/3 = 4/3)
# So the area of triangle ABC can be simplified as:
area_ABC_simplified = (1/2) * AB * 3 * BC

# Since we know the area is 6 square centimeters, we can set up the equation:
equation = sp.Eq(area_ABC_simplified, area_ABC)

# Solve for x
x_value = sp.solve(equation, BC)[0]

# Now find the area of triangle CDE
BC_CDE = x_value * 3
area_CDE = (1/2) * BD * BC_CDE

print(f"RESULT: {area_CDE.evalf()}")
print(f"CONFIDENCE: 100")
