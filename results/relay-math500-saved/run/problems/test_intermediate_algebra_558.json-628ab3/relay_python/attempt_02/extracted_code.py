from collections import *

def f(x, lambda_val):
    return lambda_val * x * (1 - x)

def eq(f, x, lambda_val):
    def inner_func(args):
        args[0] = args[0] * (1 - args[0])
        return args[0]
    
    result = f(inner_func, x) - x
    return abs(result) < 1e-9

for lambda_ in range(5):
    found_x = False
    for x in [i/100 for i in range(101)]:
        if not (f(x, lambda_) != x and eq(f(x, lambda_), x)):
            found_x = True
            break
    
    if found_x:
        print(f"RESULT: There exists an x in [0,1] such that f(x) != x but f(f(x)) = x for λ = {lambda_}")
        print(f"CONFIDENCE: 100")
        break
