def min_value_expression():
    for i in range(10):
        if (i+1) * (2+i) - 3 * (4+i) + 5 * (6-i) == 13:
            return f"RESULT: {min((i+1)*(2+i)-3*(4+i)+5*(6-i), (i+1)*(2+i)-(3*(4+i)+5*(6-i)), (i+1)*(2+i)+(3*(4+i)-5*(6-i)))}"
    return "CONFIDENCE: 0"

print(min_value_expression())
