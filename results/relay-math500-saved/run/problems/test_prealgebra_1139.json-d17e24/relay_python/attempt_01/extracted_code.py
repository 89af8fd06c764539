def evaluate_expression(expr):
    # Evaluate the expression with parentheses to find all possible values
    from itertools import product
    from operator import mul
    
    # Define the operators and their precedence
    operators = [mul, add]
    operator_precedence = {'(': 0, '*': 1, '+': 2}
    
    # Helper function to get all valid expressions with parentheses
    def get_expressions(expr, depth):
        if depth == len(operators):
            return [expr]
        
        left_exprs = get_expressions(expr + '(', depth + 1)
        right_exprs = get_expressions(expr + ')', depth + 1)
        
        expressions = []
        for left in left_exprs:
            for right in right_exprs:
                expression = left + ' ' + operators[depth] + ' ' + right
                try:
                    value = eval(expression)
                    if not isinstance(value, int):
                        continue
                    expressions.append(expression)
                except Exception:
                    pass
        
        return expressions
    
    # Get all valid expressions
    expressions = get_expressions(str(2 * 3 * 4 * 5 + 1), 0)
    
    # Remove duplicates and print the results
    unique_values = sorted(set(expressions))
    for value in unique_values:
        print(f"({value})")

# Run the program to find all possible values
evaluate_expression("2 * (3 * 4)) * (5 + 1)")
