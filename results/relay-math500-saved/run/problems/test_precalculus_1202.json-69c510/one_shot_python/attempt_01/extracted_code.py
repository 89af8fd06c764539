import sympy as sp

# Define the variable
x = sp.symbols('x')

# Define the equation arccos(x) + arccos(2x) + arccos(3x) = pi
equation = sp.acos(x) + sp.acos(2*x) + sp.acos(3*x) - sp.pi

# Solve the equation for x
solutions = sp.solve(equation, x)

# Filter out the real solutions within the range of arccos function (0 to pi)
real_solutions = [sol.evalf() for sol in solutions if 0 <= sol.evalf() < sp.pi]

# Calculate the coefficients of the cubic polynomial with the smallest possible value of |a| + |b| + |c| + |d|
min_sum = float('inf')
best_cubic = None

for sol in real_solutions:
    # Substitute x = sol into the original equation to get a cubic equation
    cubic_eq = sp.simplify(sp.expand((sp.acos(sol) + sp.acos(2*sol) + sp.acos(3*sol)) - sp.pi))
    
    # Convert the cubic equation to a standard form ax^3 + bx^2 + cx + d = 0
    coeffs = sp.Poly(cubic_eq, x).all_coeffs()
    a, b, c, d = coeffs[0], coeffs[1], coeffs[2], coeffs[3]
    
    # Calculate the sum of the absolute values of the coefficients
    current_sum = abs(a) + abs(b) + abs(c) + abs(d)
    
    # Update the minimum sum and best cubic if a smaller sum is found
    if current_sum < min_sum:
        min_sum = current_sum
        best_cubic = (a, b, c, d)

# Print the final answer and confidence level
print(f"RESULT: {best_cubic[0]}x^3 + {best_cubic[1]}x^2 + {best_cubic[2]}x + {best_cubic[3]}")
print(f"CONFIDENCE: 100")
