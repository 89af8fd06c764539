import math

def min_value(a, b, c, d):
    if a == b == c == d:
        return (a + b + c + d) * (1 / a), 100
    else:
        # Use the AM-HM inequality for an even number of terms
        avg_a_b = (a + b) / 2
        avg_c_d = (c + d) / 2
        min_value_expr = avg_a_b * avg_c_d + a * c + b * d - avg_a_b * avg_c_d * (a * c + b * d)
        return min_value_expr, 100

# Test the function with some values
a, b, c, d = 2, 3, 4, 5
result, confidence = min_value(a, b, c, d)
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
