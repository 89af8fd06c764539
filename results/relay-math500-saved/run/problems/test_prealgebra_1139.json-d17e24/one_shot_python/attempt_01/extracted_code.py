# Importing necessary packages
from itertools import permutations

# The expression to be evaluated
expression = "2*3*4*5+1"

# Function to evaluate the expression with given parentheses placement
def evaluate_expression(expression, parentheses_positions):
    # Inserting the parentheses at specified positions
    expr_with_parentheses = ''.join(map(str, [int(c) if i not in parentheses_positions else '(' + c + ')' for i, c in enumerate(expression)]))
    # Evaluating the expression
    result = eval(expr_with_parentheses)
    return result

# Generating all possible placements of parentheses
all_possible_placements = list(permutations(range(4)))

# Finding all valid values and their confidence levels
valid_values = set()
confidence_levels = []

for placements in all_possible_placements:
    value = evaluate_expression(expression, placements)
    if value not in valid_values:
        valid_values.add(value)
        confidence_levels.append(100)  # Each unique value has a high confidence level

# Printing the result and the highest confidence level
print(f"RESULT: {max(valid_values)}")
print(f"CONFIDENCE: {max(confidence_levels)}")
