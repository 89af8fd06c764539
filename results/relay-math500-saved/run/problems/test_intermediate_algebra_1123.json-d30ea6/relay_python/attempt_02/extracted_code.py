from sympy import symbols, Eq, solve

# Define the variable and the quadratic polynomial
x = symbols('x')
p = x**2 - 8*x + 35

# Check if 4 - sqrt(11) is a root of p(x)
root = 4 - (11)**0.5
is_root = p.subs(x, root) == 0

# If not a root, the polynomial must be linear and could be factored as (x - a)(x + b), where a and b are integers.
if not is_root:
    # Find the roots of the polynomial
    roots = solve(p, x)
    
    # The roots should be 4 + sqrt(11) and 4 - sqrt(11)
    assert roots == [4 + (11)**0.5, 4 - (11)**0.5], f"Roots are not {roots}"

# Calculate p(3) and p(4)
p_3 = p.subs(x, 3)
p_4 = p.subs(x, 4)

# Compute the ratio p(3) / p(4)
result = p_3 / p_4

# Print the result
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
