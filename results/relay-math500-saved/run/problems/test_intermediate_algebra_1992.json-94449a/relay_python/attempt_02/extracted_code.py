from sympy import symbols, solve_abs_division

def solve_abs_division(i):
    x = symbols('x')
    numerator = abs(x**2 - 81)
    denominator = x**2 - 36*x
    
    try:
        value = solve_abs_division(i)
        return value
    except ZeroDivisionError:
        return "ZeroDivisionError: division by zero"

result = solve_abs_division(1)  # This is attempt 2 of 5. No answer has been submitted yet.
CONFIDENCE = result * 100 // (i + 1)  # We use i+1 to avoid division by zero in the denominator
print(f"RESULT: {result}")
print(f"CONFIDENCE: {CONFIDENCE}")
