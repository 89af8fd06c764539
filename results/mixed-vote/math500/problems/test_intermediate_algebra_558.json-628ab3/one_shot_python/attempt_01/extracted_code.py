from sympy import symbols, solve, Eq, sqrt, pi

# Define the variable and the function
x = symbols('x')
lambda_ = symbols('lambda', real=True)
f = lambda_ * x * (1 - x)

# Define the equation f(f(x)) = x
equation = Eq(f.subs(x, f), x)

# Solve for lambda in terms of x
solutions = solve(equation, lambda_)
print("Solutions for lambda:", solutions)

# Check each solution to see if there exists an x in [0,1] such that f(x) != x and f(f(x)) = x
for sol in solutions:
    # Define the function with the current lambda value
    f_with_lambda = sol * x * (1 - x)
    
    # Find the roots of f(x) - x
    roots_f_x_minus_x = solve(Eq(f_with_lambda, x), x)
    
    # Check if there is an x in [0,1] that satisfies both conditions
    for root in roots_f_x_minus_x:
        if 0 <= root <= 1 and f_with_lambda.subs(x, root) != root and f_with_lambda.subs(root, f_with_lambda.subs(x, root)) == root:
            print(f"Found lambda: {sol}, x: {root}")
            result = sol
            confidence = 100
            break
    else:
        continue
    break

print("RESULT:", result)
print("CONFIDENCE:", confidence)
