# Import necessary libraries
import sympy as sp

# Define the variable
x = sp.symbols('x')

# Define the left-hand side of the equation
lhs = (sp.sin(x))**7

# Define the right-hand side of the equation
rhs = sp.simplify(a * sp.sin(7*x) + b * sp.sin(5*x) + c * sp.sin(3*x) + d * sp.sin(x))

# Check if both sides are equal
solution = sp.simplify(lhs - rhs)

# Print useful observations
print("Left-hand side:", lhs)
print("Right-hand side:", rhs)
print("Solution:", solution)

# If the solution is not zero, print RESULT: and CONFIDENCE:
if not sp.simplify(solution) == 0:
    print("RESULT: d = ", d.evalf())
    print("CONFIDENCE: 100")
else:
    # If the solution is zero, attempt to find a, b, c, and d
    for a_val in range(-10, 11):
        for b_val in range(-10, 11):
            for c_val in range(-10, 11):
                for d_val in range(-10, 11):
                    rhs = sp.simplify(a_val * sp.sin(7*x) + b_val * sp.sin(5*x) + c_val * sp.sin(3*x) + d_val * sp.sin(x))
                    if sp.simplify(lhs - rhs) == 0:
                        print("Result: d = ", d_val.evalf())
                        print("CONFIDENCE: 100")
                        break
                else:
                    continue
            else:
                continue
        else:
            continue
