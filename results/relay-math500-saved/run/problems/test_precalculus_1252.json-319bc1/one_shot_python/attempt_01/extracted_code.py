# Importing necessary packages
from sympy import symbols, Eq, solve

# Define the complex number omega such that omega^3 = 1
omega = symbols('omega')
equation = Eq(omega**3, 1)

# Solve for omega
solutions = solve(equation, omega)
omega_values = [sol.evalf() for sol in solutions]

# Calculate the value of (1/(1 + omega)) + (1/(1 + omega^2)) for each solution
results = []
for omega_val in omega_values:
    result = 1 / (1 + omega_val) + 1 / (1 + omega_val**2)
    results.append(f"RESULT: {result.evalf()}\nCONFIDENCE: {round(result.evalf(), 2)}")

# Print the results
print(results[0])
