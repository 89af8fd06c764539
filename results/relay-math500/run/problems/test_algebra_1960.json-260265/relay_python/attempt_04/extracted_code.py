import sympy as sp

def find_inverse(f, value):
    # Find the inverse of the function f(x) = 2/(x+1)
    x = sp.symbols('x')
    y = sp.symbols('y')
    
    # Define the equation f(x) = y
    eq = sp.Eq(y, 2 / (x + 1))
    
    # Solve for x in terms of y
    inverse_x = sp.solve(eq, x)[0]
    
    # Substitute the value into the inverse function to get f^(-1)(value)
    result = inverse_x.subs(y, value)
    
    return result

# Define the function and the value to find the inverse for
f = 2 / (sp.symbols('x') + 1)
value = sp.Rational(1, 5)

# Find the inverse
inverse_value = find_inverse(f, value)

# Print RESULT: and CONFIDENCE:
print(f"RESULT: {inverse_value}")
print(f"CONFIDENCE: 80")  # Based on the problem's expected output
