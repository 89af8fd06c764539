import sympy

# Code attempt 4
def simplify_sqrt_242():
    # Attempt to simplify the square root of 242 using sympy
    result = sympy.sqrt(242)
    
    # Print the result and confidence level (assuming a score of 100 for correctness)
    RESULT: result.evalf()
    CONFIDENCE: 100

# Call the function to solve the problem
simplify_sqrt_242()
