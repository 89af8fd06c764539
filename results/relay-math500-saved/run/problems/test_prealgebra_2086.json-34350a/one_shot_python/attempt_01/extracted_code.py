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
daps_eq_42_baps = sp.solve(sp.Eq(baps, 42), daps)[0]

# Print the result and confidence
print(f"RESULT: {daps_eq_42_baps}")
print(f"CONFIDENCE: 100")
