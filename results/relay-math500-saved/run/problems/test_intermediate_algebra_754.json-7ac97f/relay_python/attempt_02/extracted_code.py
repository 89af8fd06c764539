from sympy import symbols, diff, solve

# Define the variable and the functions
x = symbols('x')
r = symbols('r', real=True, positive=True, lt=3)

# Define the equations
eq_A = 3 * (1 + r) ** x - 7
eq_B = 3 * (1 + r / 10) ** x - 7
eq_C = 3 * (1 + 2r) ** x - 7
eq_D = 3 * (1 + (r)**(1/2)) ** x - 7
eq_E = 3 * (1 + 1/r) ** x - 7

# Find the derivative of each equation with respect to x
diff_A = diff(eq_A, x)
diff_B = diff(eq_B, x)
diff_C = diff(eq_C, x)
diff_D = diff(eq_D, x)
diff_E = diff(eq_E, x)

# Solve for the critical points by setting the derivatives equal to zero
critical_points_A = solve(diff_A, x)
critical_points_B = solve(diff_B, x)
critical_points_C = solve(diff_C, x)
critical_points_D = solve(diff_D, x)
critical_points_E = solve(diff_E, x)

# Evaluate the solutions at the critical points and endpoints of the domain (0 < r < 3)
solutions_A = [eq.subs(x, point) for point in critical_points_A if 0 < point < 3]
solutions_B = [eq.subs(x, point) for point in critical_points_B if 0 < point < 3]
solutions_C = [eq.subs(x, point) for point in critical_points_C if 0 < point < 3]
solutions_D = [eq.subs(x, point) for point in critical_points_D if 0 < point < 3]
solutions_E = [eq.subs(x, point) for point in critical_points_E if 0 < point < 3]

# Evaluate the solutions at x=0 and x=3
endpoints_A = [eq.subs(x, 0), eq.subs(x, 3)]
endpoints_B = [eq.subs(x, 0), eq.subs(x, 3)]
endpoints_C = [eq.subs(x, 0), eq.subs(x, 3)]
endpoints_D = [eq.subs(x, 0), eq.subs(x, 3)]
endpoints_E = [eq.subs(x, 0), eq.subs(x, 3)]

# Combine all solutions
all_solutions = endpoints_A + endpoints_B + endpoints_C + endpoints_D + endpoints_E + solutions_A + solutions_B + solutions_C + solutions_D + solutions_E

# Find the maximum solution value
max_solution_value = max([sol.evalf() for sol in all_solutions if sol.is_real])

# Determine which equation has the largest solution value
if 3 * (1 + r) ** x - 7 == max_solution_value:
    print(f"Result: {3 * (1 + r) ** x - 7}")
    print("CONFIDENCE: 100")
else:
    for eq, sol in zip([eq_A, eq_B, eq_C, eq_D, eq_E], all_solutions):
        if eq.subs(x, sol.evalf()).is_real == True and eq.subs(x, sol.evalf()) > max_solution_value:
            print(f"Result: {eq.subs(x, sol.evalf())}")
            print("CONFIDENCE: 100")
            break
