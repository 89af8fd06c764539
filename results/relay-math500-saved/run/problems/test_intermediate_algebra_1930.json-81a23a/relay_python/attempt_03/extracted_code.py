from sympy import symbols, solve

# Define the variables and equation
x = symbols('x')
a, b = symbols('a b')
equation = x**4 + a*x**3 - b*x**2 + a*x + 1

# Function to check if the equation has any real roots
def has_real_roots(equation):
    return solve(equation, x)

# Iterate over all possible values of a and b in the range [0, 1]
area = 0
for a_val in [0, 1]:
    for b_val in [0, 1]:
        real_roots = has_real_roots(equation.subs({a: a_val, b: b_val}))
        # If there are any real roots, calculate the area of the rectangle
        if real_roots:
            area += abs(real_roots[0]) * abs(real_roots[1])

print(area)
