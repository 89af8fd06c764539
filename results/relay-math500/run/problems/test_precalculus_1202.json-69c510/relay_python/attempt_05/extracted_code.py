from sympy import symbols, arccos, cos, pi

def check_solution(x):
    expr = arccos(x) + arccos(2*x) + arccos(3*x)
    return expr.simplify() == pi

# Attempt 5: Correct the code to ensure it runs without errors
x = symbols('x')
expr = arccos(x) + arccos(2*x) + arccos(3*x)

# Check if the solution is correct
is_correct = check_solution(x)
result = "RESULT: Unknown"
confidence = 0

if is_correct:
    # Calculate the coefficients of the cubic polynomial
    a, b, c, d = expr.as_poly(x).coeff_monomial(x**3), expr.as_poly(x).coeff_monomial(x**2), expr.as_poly(x).coeff_monomial(x), expr.as_poly(x).coeff_monomial(1)
    
    # Calculate the sum of absolute values
    total_sum = abs(a) + abs(b) + abs(c) + abs(d)
    
    # Set the result and confidence
    result = f"RESULT: x^3 + {b}/2x^2 + {c}x + {d}"
    confidence = 100

print(f"{result}\nCONFIDENCE: {confidence}")
