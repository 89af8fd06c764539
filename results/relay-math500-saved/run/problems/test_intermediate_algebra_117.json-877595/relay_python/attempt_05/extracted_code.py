import sympy as sp

# Define the variable and the polynomial
x = sp.symbols('x')
a = sp.symbols('a')  # Coefficient of x^2
b = sp.symbols('b')  # Coefficient of x
c = sp.symbols('c')  # Constant term

# Define the polynomials R and P based on the given information
R = a*x**2 + b*x + c
P = (x - 1)*(x - 4)*R + 2*(x - 2)*(x - 3)*R

# Substitute x = 0 to find the constant term c
c_val = P.subs(x, 0)
print("constant term:", c_val)

# Now we have R and P with known coefficients
R = a*x**2 + b*x + c_val
P = (x - 1)*(x - 4)*R + 2*(x - 2)*(x - 3)*R

# We know that P(5) = 5, so substitute x = 5 into P and solve for a, b, c
a_val, b_val, c_val = sp.symbols('a_val b_val c_val')
equation = sp.Eq(P.subs({x: 5, a: a_val, b: b_val, c: c_val}), 5)
solution = sp.solve(equation, (a_val, b_val, c_val))
print("solution:", solution)

# Substitute the solution back into R and P
a_val = solution[a_val]
b_val = solution[b_val]
c_val = solution[c_val]
R = a_val*x**2 + b_val*x + c_val
P = (x - 1)*(x - 4)*R + 2*(x - 2)*(x - 3)*R

# Now we have the final polynomial P(x) and can find P(5)
P_5 = P.subs(x, 5)
print("P(5):", P_5)
