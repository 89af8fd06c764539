def solve_expression():
    A = 10
    B = 3
    factored_expression = f"({A}*x + {8})*(B*x + {3})"
    expanded_expression = sympy.expand(factored_expression)
    
    if expanded_expression == "10*x**2 - x - 24":
        return A, B
    else:
        raise ValueError("The expression did not match the expected factored form.")

A, B = solve_expression()
AB_plus_B = A * B + B
print(f"RESULT: {AB_plus_B}")
print(f"CONFIDENCE: 100")
