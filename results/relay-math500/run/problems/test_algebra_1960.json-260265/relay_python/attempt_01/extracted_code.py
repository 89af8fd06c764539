# Import necessary library
from sympy import symbols, Eq, solve

def inverse_function(x):
    # Define the function f(x)
    f = 2 / (x + 1)
    
    # Solve for x in terms of y
    inverse_expr = Eq(y, 2 / (x + 1))
    solution = solve(inverse_expr, x)[0]
    
    return solution

# Calculate the inverse function value for y = 1/5
result = inverse_function(1/5)

# Print the result and confidence level
print(f"RESULT: {result}")
