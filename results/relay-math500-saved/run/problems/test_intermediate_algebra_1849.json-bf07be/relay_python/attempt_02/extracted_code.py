import math

def count_integer_solutions():
    total_solutions = 0
    
    for k in range(-500, 501):
        try:
            if math.log(k * x) == 2 * math.log(x + 2):
                # Check if there are exactly one real solution
                if count_real_solutions(k, x) == 1:
                    total_solutions += 1
        except NameError:
            continue
    
    return total_solutions

def count_real_solutions(k, x):
    # Use a numerical method to find the real solutions of the equation
    # Here we use the Newton-Raphson method for simplicity
    if k == 0 or x == 2 or math.log(x + 2) == 0:
        return 0
    
    def f(x):
        return math.log(k * x) - 2 * math.log(x + 2)
    
    def df(x):
        return k / (x * math.log(x + 2)) - 2 / (x + 2) * math.log(x)
    
    x0 = x
    tolerance = 1e-6
    
    while True:
        x1 = x0 - f(x0) / df(x0)
        if abs(x1 - x0) < tolerance:
            return int(1 / (abs(df(x1)) + 1))
        x0 = x1

# Print the final answer and confidence
RESULT: count_integer_solutions()
CONFIDENCE: 95
