def min_value_expression():
    # Initial expression without parentheses
    initial_expr = 1 + 2 + 3 - 4 + 5 + 6
    
    # Calculate the minimum value by placing parentheses in strategic locations
    for i in range(1, 7):
        for j in range(i+1, 8):
            expr1 = 1 + 2 + 3 - (i + j) + 5 + 6
            expr2 = 1 + 2 + 3 + (i + j) - 4 + 6
            expr3 = 1 + 2 + 3 - (i + j) + 5 + 4
            expr4 = 1 + 2 + 3 + (i + j) - 5 + 6
            expr5 = 1 + 2 + 3 - (i + j) + 5 + 4
            expr6 = 1 + 2 + 3 + (i + j) - 5 + 6
            
            min_value = min(min_expr1, min_expr2, min_expr3, min_expr4, min_expr5, min_expr6)
    
    # Print the result and confidence level
    RESULT: min_value
    CONFIDENCE: 90

min_value_expression()
