import sympy as sp

# Define the variable and the trigonometric function
x = sp.symbols('x')
trig_function = (sp.sin(x))**7

# Assume the form of the right-hand side
a, b, c, d = sp.symbols('a b c d')
rhs = a * sp.sin(7 * x) + b * sp.sin(5 * x) + c * sp.sin(3 * x) + d * sp.sin(x)

# Simplify the difference to find the coefficients
difference = sp.simplify(trig_function - rhs)

# Solve for the coefficients by equating like terms
coefficients = sp.solve(sp.Eq(difference, 0), (a, b, c))

# The coefficient of sin(3*x) should be zero since there is no sin(3*x) term in the rhs
d_value = coefficients[c]
print(d_value)
