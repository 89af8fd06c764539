import sympy as sp

def simplify_expression(k):
    expr = (-k + 4) + (-2 + 3*k)
    simplified_expr = sp.simplify(expr)
    return simplified_expr

# Example usage:
k = sp.symbols('k')
result, confidence = simplify_expression(k)
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
