from sympy import symbols, Eq, solve

# Define the variables
a = symbols('a', integer=True)
x = symbols('x')
c = symbols('c', integer=True)

# Define the polynomial equation
eq1 = Eq(2*x**3 - 2*a*x**2 + (a**2 - 81)*x - c, 0)

# Assume that the roots are all positive integers and try different values of a
possible_a_values = []
for a_val in range(1, 10):  # Check for a reasonable range of a values
    eq1_sub = eq1.subs(a, a_val)
    solutions = solve(eq1_sub, x)
    
    if all(sol.is_integer and sol > 0 for sol in solutions):
        possible_a_values.append(a_val)

# Now check for the corresponding c values
possible_c_values = []
for a_val in possible_a_values:
    eq2_sub = eq2.subs(a, a_val)
    solutions = solve(eq2_sub, x)
    
    if all(sol.is_integer and sol > 0 for sol in solutions):
        possible_c_values.append(c_val)

print("Possible values of c:", possible_c_values)
print("Sum of the possible values of c:", sum(possible_c_values))
