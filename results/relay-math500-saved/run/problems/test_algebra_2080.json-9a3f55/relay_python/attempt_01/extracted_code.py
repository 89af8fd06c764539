def simplify_expression(u):
    expr1 = (u + 4) * (u - 1)
    expr2 = (u - 3) * (u + 6)
    result = expr1 - expr2
    return result

# Test with a sample value of u
u = 5
simplified_result = simplify_expression(u)
print(f"RESULT: {simplified_result}")
print("CONFIDENCE: 100")
