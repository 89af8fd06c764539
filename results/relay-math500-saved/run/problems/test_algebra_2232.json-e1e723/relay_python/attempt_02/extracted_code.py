import math

def evaluate_expression():
    ceil_3_6 = math.ceil(3.6)
    result = math.ceil(ceil_3_6) ** 2 - ceil_3_6 ** 2
    print(result)

evaluate_expression()
