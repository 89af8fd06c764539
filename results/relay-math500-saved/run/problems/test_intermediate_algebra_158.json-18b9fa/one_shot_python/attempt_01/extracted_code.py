import sympy as sp

# Define the variables
a, b, c, d = sp.symbols('a b c d', positive=True)

# Define the expression to maximize
expression = a * b**2 * c**3 * d**4

# Use Lagrange multipliers to solve the problem subject to the constraint a + b + c + d = 10
lambda_ = sp.symbols('lambda')
constraints = [a + b + c + d - 10]

# Define the gradients of the expression and the constraints
grad_expr = sp.diff(expression, (a, b, c, d))
grad_constraints = [sp.diff(constraint, variable) for constraint in constraints for variable in (a, b, c, d)]

# Create the Lagrangian function
L = expression + lambda_ * sum(constraints)

# Solve the system of equations using Lagrange multipliers
solutions = sp.solve([grad_expr[i] - grad_constraints[j][i] for i in range(4) for j in range(len(constraints))], (a, b, c, d, lambda_), dict=True)

# Evaluate the expression at each solution to find the maximum value
max_value = max(expression.subs(sol) for sol in solutions)
confidence = 100

print(f"RESULT: {max_value}")
print(f"CONFIDENCE: {confidence}")
