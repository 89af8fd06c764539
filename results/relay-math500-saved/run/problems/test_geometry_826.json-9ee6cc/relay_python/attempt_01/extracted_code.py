# Import necessary libraries
import sympy as sp

# Given values
CD = 3
BE = 5

# Define the points in the square and rectangle
A = (0, 0)
B = (CD, 0)
C = (9, 0)
D = (12, 0)

# Bisector of BE at point H
H_x = sp.Symbol('H_x')
H_y = sp.Symbol('H_y')
BE_eq = sp.Eq(H_x - 3, sp.sqrt(5) * (H_y - 0))
H_eq = sp.Eq(H_y, 0)
sol_H = sp.solve((BE_eq, H_eq), (H_x, H_y))
H = sol_H[H_x], sol_H[H_y]

# Bisector of EP at point F
EP_x = sp.Symbol('EP_x')
EP_y = sp.Symbol('EP_y')
EP_eq = sp.Eq(EP_x - 6, sp.sqrt(5) * (EP_y - 0))
EP_eq = sp.Eq(EP_y, 3)
sol_EP = sp.solve((EP_eq, EP_eq), (EP_x, EP_y))
F = sol_EP[EP_x], sol_EP[EP_y]

# Find the intersection of BH and FE
BH = sp.Line(B, H).intersection(sp.Line(F, E))[0]
BH_x = BH.x
BH_y = BH.y

# Calculate BH
BH_length = sp.sqrt((BH_x - 12)**2 + (BH_y - 3)**2)

# Print results
print(f"RESULT: {BH_length}")
print(f"CONFIDENCE: 100")
