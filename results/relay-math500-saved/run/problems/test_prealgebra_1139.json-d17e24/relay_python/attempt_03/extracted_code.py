from collections import *

def evaluate_expression(expression):
    try:
        return eval(expression)
    except Exception as e:
        print(f"Error: {e}")
        return None

# Expression to evaluate
expression = "2 * 3 * 4 * 5 + 1"

# Initial evaluation
result = evaluate_expression(expression)

if result is not None:
    # Attempt to insert parentheses and re-evaluate
    for i in range(6, len(expression)):
        for j in range(i+1, len(expression)):
            sub_expr = expression[:i] + '(' + expression[i:j+1] + ')' + expression[j+1:]
            result_sub = evaluate_expression(sub_expr)
            if result_sub is not None:
                print(f"Obtained value: {result_sub} by inserting parentheses at positions {i} and {j}")
                break
        if result_sub is not None:
            break

# Final result and confidence
RESULT = result
CONFIDENCE = 100  # Assuming the expression can be evaluated without error and no further transformations are needed

print(f"RESULT: {RESULT}")
print(f"CONFIDENCE: {CONFIDENCE}")
