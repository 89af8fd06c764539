import operator

def evaluate_expression(expr):
    try:
        result = eval(expr)
        return result, 100  # Confidence is high if the expression can be evaluated successfully
    except Exception as e:
        return None, 0  # Confidence is low if the expression cannot be evaluated

# Define the original expression and the range of numbers to multiply
original_expr = "2 * (3 * 4) * 5 + 1"
min_value = 1
max_value = 20

# List to store valid results and their confidence levels
valid_results = []
confidence_levels = []

# Generate all possible combinations of multiplying the range of numbers
for i in range(min_value, max_value + 1):
    for j in range(i, max_value + 1):
        for k in range(j, max_value + 1):
            for l in range(k, max_value + 1):
                # Construct the expression with different parentheses positions
                expr = f"2 * ({i} * {j}) * ({k} * {l}) + {min_value}"
                
                result, confidence = evaluate_expression(expr)
                
                if result is not None:
                    valid_results.append(result)
                    confidence_levels.append(confidence)

# Print the final results and their confidence levels
for i, result in enumerate(valid_results):
    print(f"RESULT: {result}")
    print(f"CONFIDENCE: {confidence_levels[i]}")
