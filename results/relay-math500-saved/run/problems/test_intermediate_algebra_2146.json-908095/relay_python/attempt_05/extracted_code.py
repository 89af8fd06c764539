# Import necessary libraries
from sympy import symbols, solve, Interval

# Define the variable and polynomial P(x)
x = symbols('x')
P = x**2 - 2*x + 2

# Define the inequality P(x) <= 2x^2 - 4x + 3
inequality_1 = P <= 2*x**2 - 4*x + 3
inequality_2 = 2*x**2 - 4*x + 3 <= P

# Solve the system of inequalities for the common root
roots_ineq_1 = solve(inequality_1, x)
roots_ineq_2 = solve(inequality_2, x)

# Compute the intersection of the roots intervals
common_root = roots_ineq_1.intersect(roots_ineq_2)[0]

# Substitute the common root into P(x) to find P(16)
P_16 = P.subs(x, common_root)

# Print the result
print(f"RESULT: {P_16}")
