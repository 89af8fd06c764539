import sympy as sp

# Define the variable and the quadratic polynomial P(x)
x = sp.symbols('x')
P = sp.symbols('P', cls=sp.Function)

# Given conditions
condition1 = x**2 - 2*x + 2 <= P(x)
condition2 = P(x) <= 2*x**2 - 4*x + 3

# Assume P(x) is a quadratic polynomial of the form ax^2 + bx + c
a, b, c = sp.symbols('a b c')
P_assumed = a*x**2 + b*x + c

# Substitute P(x) into the conditions
condition1_substituted = condition1.subs(P(x), P_assumed)
condition2_substituted = condition2.subs(P(x), P_assumed)

# Solve for a, b, and c using the given conditions and P(11) = 181
# From P(11) = 181: a*11^2 + b*11 + c = 181

# Simplify the second condition and solve for the coefficients
condition2_simplified = sp.simplify(condition2_substituted)
coefficients = sp.solve([sp.Eq(a*11**2 + b*11 + c, 181), condition2_simplified], (a, b, c))

# Substitute the values of a, b, and c back into P(x)
P_final = P_assumed.subs(coefficients)

# Find P(16)
P_16 = P_final.subs(x, 16)

print(f"RESULT: {P_16}")
print(f"CONFIDENCE: 80")  # This confidence level is chosen based on the given conditions and assumptions
