import sympy as sp

# Define the variables
daps, yaps, baps = sp.symbols('daps yaps baps')

# Given equations
eq1 = sp.Eq(4*daps, 7*yaps)
eq2 = sp.Eq(5*yaps, 3*baps)

# Solve for yaps in terms of daps
yaps_sol = sp.solve(eq1, yaps)[0]

# Substitute yaps into the second equation to solve for baps
baps_sol = sp.solve(eq2.subs(yaps, yaps_sol), baps)[0]

# Given baps, find the number of daps that equals 42 baps
daps_eq_42_baps = sp.Eq(4*daps, 42*baps_sol)

# Solve for daps
daps_solution = sp.solve(daps_eq_42_baps, daps)[0]

print(f"RESULT: {daps_solution}")
print(f"CONFIDENCE: 100")
