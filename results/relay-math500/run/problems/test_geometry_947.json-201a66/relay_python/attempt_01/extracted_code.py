from sympy import symbols, cos, sin, Eq, solve

# Given values
sin_RPQ = 7/25

# Let's denote angle RPS as theta
theta = symbols('theta')

# We know that in triangle RPQ, RPS is an external angle to triangle RPQ,
# which means it can be expressed as the sum of the interior angles of triangle RPQ.
# So, RPS = Angle RPQ + Angle PQR.

# Since we don't have a direct value for Angle PQR, let's assume it as x.
x = symbols('x')

# Therefore, RPS = sin_RPQ + x
RPS_eq = Eq(RPS, sin_RPQ + x)

# We need to find the cosine of RPS, which is cos(theta)
cos_RPS_expr = cos(RPS)

# Substitute the expression for x from the equation RPS = sin_RPQ + x into it
cos_RPS_expr_substituted = cos_RPS_expr.subs(x, sin_RPQ)

# Simplify the expression
cos_RPS_simplified = cos_RPS_expr_substituted.simplify()

# Print the result and confidence
print(f"RESULT: {cos_RPS_simplified}")
print(f"CONFIDENCE: 100")
