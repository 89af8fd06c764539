import sympy

def expand_and_simplify():
    x = sympy.symbols('x')
    expr = x*(x*(1+x)+2*x) - 3*(x**2-x+2)
    simplified_expr = sympy.simplify(expr)
    
    print(f"RESULT: {simplified_expr}")
    print(f"CONFIDENCE: 100")

expand_and_simplify()
