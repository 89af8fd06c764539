import sympy as sp

# Define the variables
a, b, c = sp.symbols('a b c', positive=True)

# Define the expression
expr = (a + b + c) * ((a + b)**2 + (a + b + 4*c)**2) / a*b*c

# Simplify the expression
simplified_expr = sp.simplify(expr)

# To find the minimum value, we can take the derivative of the expression with respect to each variable and set it to zero.
# However, since this is a complex expression, we will use numerical methods to find the minimum value.

# Define a function that computes the expression
def expr_func(x, y, z):
    return (x + y + z) * ((x + y)**2 + (x + y + 4*z)**2) / x*y*z

# Use scipy.optimize.minimize_scalar to find the minimum value of the expression
result = sp.optimize.minimize_scalar(expr_func, bounds=(0.1, 1), args=(0.1, 0.1))

# Print the result and confidence
print("RESULT:", result.fun)
print("CONFIDENCE:", round(100 * (1 - result.fun / expr.subs({a: 0.1, b: 0.1, c: 0.1})), 2))
