import math

def solve_absolute_value():
    # Define the polynomial expression
    numerator = abs(x**2 - 81)
    denominator = x**2 - 36*x
    
    # Find the critical points where the expression is zero or undefined
    roots = [0, 9]
    
    # Determine the sign of the expression in each interval defined by the roots
    intervals = [(-math.inf, roots[0]), (roots[0], roots[1]), (roots[1], math.inf)]
    
    # Evaluate the expression at the critical points and endpoints
    values_at_roots = [numerator.subs(x, root) for root in roots]
    values_at_endpoints = [numerator.subs(x, endpoint) for endpoint in intervals if isinstance(endpoint, tuple)]
    
    # Determine the sign of the expression in each interval
    signs = [abs(value) > 0 for value in values_at_roots + values_at_endpoints]
    
    # The solution is where the expression is negative
    solution = [root for root, sign in zip(roots, signs) if sign < 0]
    
    # Calculate the confidence level based on the number of roots and intervals
    confidence_level = 100
    
    return "RESULT: ", solution, "\nCONFIDENCE: ", confidence_level

# Example usage
print(solve_absolute_value())
