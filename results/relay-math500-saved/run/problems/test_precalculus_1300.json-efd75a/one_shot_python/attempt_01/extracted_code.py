from sympy import symbols, Eq, solve

# Define the vector v and the scalar a
v1, v2, v3 = symbols('v1 v2 v3')
a1, a2, a3 = 1, 1, 1

# Define the equations based on the given conditions
eq1 = Eq(a1*v1 + a2*v2 + a3*v3, 2)
eq2 = Eq(a1*(v2 - v3) + a2*(-v1 + v3) + a3*(v1 - v2), 1)

# Solve the system of equations
solution = solve((eq1, eq2), (v1, v2, v3))

# Extract the solution vector
v = [solution[v1], solution[v2], solution[v3]]

print(f"RESULT: {v}")
print(f"CONFIDENCE: 95")
