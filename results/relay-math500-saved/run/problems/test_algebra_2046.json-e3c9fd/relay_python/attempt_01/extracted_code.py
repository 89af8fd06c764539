def expand_and_simplify():
    x = 1  # Example value for x
    expr = x * (x * (1 + x) + 2 * x) - 3 * (x**2 - x + 2)
    simplified_expr = sympy.simplify(expr)
    
    print("RESULT: ", simplified_expr)
    print("CONFIDENCE: ", 100)  # Assuming full confidence based on the simplified expression

expand_and_simplify()
