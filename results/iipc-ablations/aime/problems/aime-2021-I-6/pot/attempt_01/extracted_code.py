from sympy import symbols, Eq, solve, sqrt, Rational

# Define the variables
AP, BP, CP, DP, GP = symbols('AP BP CP DP GP')

# Given distances
BP_val = 60 * sqrt(10)
CP_val = 60 * sqrt(5)
DP_val = 120 * sqrt(2)
GP_val = 36 * sqrt(7)

# Define the equation for the sum of distances from P to the vertices of the cube
equation = Eq(BP + CP + DP + GP, AP)

# Solve the equation for AP
AP_solution = solve(equation, AP)[0]

# Print the result
print(f"RESULT: {AP_solution}")
