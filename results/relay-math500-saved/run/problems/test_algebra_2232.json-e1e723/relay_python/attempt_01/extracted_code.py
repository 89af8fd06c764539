def evaluate_expression():
    ceil_3_6 = math.ceil(3.6)
    result = math.ceil((3.6)**2) - ceil_3_6**2
    print(f"RESULT: {result}")
    confidence = 100  # Since we are evaluating a simple expression, the confidence is high

evaluate_expression()
