from sympy import sqrt

def min_expression():
    x_values = range(0, 41)
    y_values = range(0, 51)

    min_value = float('inf')
    confidence_level = 0

    for x in x_values:
        for y in y_values:
            expr = sqrt(x**2 + 400) + sqrt(y**2 + 900) + sqrt(x**2 + y**2 - 80*x - 100*y + 4100)
            if expr < min_value:
                min_value = expr
                confidence_level = 100

    return f"RESULT: {min_value}\nCONFIDENCE: {confidence_level}"

print(min_expression())
