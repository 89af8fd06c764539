import sympy as sp

# Attempt 2: Define the equation z = c in cylindrical coordinates (r, theta, z)
c = sp.symbols('c')
z_eq = sp.Eq(z, c)

# Attempt 2: Solve the equation for z to find the shape described
shape = sp.solve(z_eq, z)[0]
print(f"RESULT: z = {shape}")
print(f"CONFIDENCE: 100")  # Assume this is correct based on the problem statement

# Explanation of confidence level:
# For this specific problem, we know that z = c describes a plane in cylindrical coordinates.
# Since there are no other constraints or complications in the equation, we can confidently state that
# the shape described by the equation z = c is indeed a plane.
