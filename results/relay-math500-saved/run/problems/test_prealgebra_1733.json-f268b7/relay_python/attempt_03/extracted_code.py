from collections import *

def min_expression_value():
    expr = [1, 2, 3, -4, 5, 6]
    min_value = float('inf')
    
    for i in range(len(expr)):
        for j in range(i+1, len(expr)):
            for k in range(j+1, len(expr)):
                try:
                    l = expr[k] * (expr[i] + expr[j]) - expr[j] * (expr[i] + expr[k])
                    min_value = min(min_value, l)
                except:
                    pass
    
    return min_value

print(f"RESULT: {min_expression_value()}")
print(f"CONFIDENCE: 100")
