import sympy as sp

# Define the function f(x)
x = sp.symbols('x')
f = x**3 + 3*x**2 + 1

# Attempt to find a and b such that f(x) - f(a) = (x - a)^2 * (x - b)
a = sp.Rational(1, 10)  # Initial guess for a
b = sp.symbols('b')        # Variable for b

# Define the equation f(x) - f(a) = (x - a)**2 * (x - b)
equation = sp.Eq(f - f.subs(x, a), (x - a)**2 * (x - b))

# Solve the equation for b
try:
    solutions = sp.solve(equation, b)
    for sol in solutions:
        if sol != 0:  # Ensure a is not zero
            print(f"a = {a}, b = {sol}")
            break
except Exception as e:
    print(f"Error: {e}")
