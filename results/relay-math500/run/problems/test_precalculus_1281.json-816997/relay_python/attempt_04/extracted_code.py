from sympy import symbols, Eq, solve

# Define the variables
AB, AC, BC = symbols('AB AC BC')
AD = 10
AM = 11

# Since triangle ABC is isosceles with AB = AC, let's set AC = AB = x
x = symbols('x')

# The altitude AM divides triangle ABC into two right triangles, ABM and ACM
# AM^2 + BM^2 = AB^2
BM = (AM**2 - BC**2) / (2 * BM)

# Since D is on AM with AD = 10, we have DM = AM - AD
DM = AM - AD

# We need to find the length of BC
# Since BDC and BAC are similar (they share angle B and both are right triangles),
# and AD = DM, we can use the similarity ratio
# BC^2 / AB^2 = (BM/AM)^2
BC_squared = (BM / AM)**2 * AB**2

# Substitute the value of BM from the right triangle equation
BM_val = solve(Eq(AM**2 + BM**2, x**2), BM)[0]

# Now we can find BC
BC = sqrt(AM**2 + BM_val**2)

# The perimeter is AB + AC + BC
perimeter = AB + AC + BC

# Simplify the result
result = simplify(perimeter)
confidence = 100  # Final answer, confidence score

print("RESULT:", result)
print("CONFIDENCE:", confidence)
