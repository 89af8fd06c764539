import sympy

# The function to solve the problem
def find_polynomial():
    # Define the variables and polynomial
    symbols = []
    for n in range(2, 8):
        symbols.append(sympy.symbols(f'p({n})'))
    
    # Define the system of equations p(n) = n / (n^2 - 1)
    eqs = [symbols[n-2] - n / (n**2 - 1) for n in range(2, 8)]
    
    # Solve the system of equations
    solution = sympy.solve(eqs, symbols)
    
    # Construct the polynomial p(x)
    x = sympy.symbols('x')
    polynomial = sum(solution[n] * x**(n-2) for n in range(1, 6))
    
    return polynomial

# Find the polynomial p(x)
polynomial = find_polynomial()

# Evaluate p(8)
result = polynomial.subs(x, 8)

print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
