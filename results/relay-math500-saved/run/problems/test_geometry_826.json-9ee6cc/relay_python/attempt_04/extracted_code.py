from sympy import symbols, Eq, solve

# Define the variables
x = symbols('x')

# Given values
BE = 5
CD = 3

# Since BEFH is a rectangle and CD is parallel to FH, the length of BH must be the same as CE.
# Since CE is the diagonal of the square CDEG, we can use the Pythagorean theorem to find it.

# Calculate the length of CE using the Pythagorean theorem
CE = solve(Eq((CD**2 + BE**2), (CE)**2), CE)[0]

# BH is the same as CE
BH = CE

print(BH)
