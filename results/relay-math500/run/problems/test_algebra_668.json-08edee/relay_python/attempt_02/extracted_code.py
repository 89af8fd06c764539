import sympy as sp

def arithmetic_sequence_check(seq):
    if not seq or len(seq) != 3:
        return None, 0
    
    a = seq[0]
    c = seq[-1]
    
    if not (isinstance(a, (int, float)) and isinstance(c, (int, float))):
        return None, 0
    
    x = sp.symbols('x')
    
    # Verify the sequence with sympy
    lhs = a + (c - a) / (x - a)
    rhs = c
    solution = sp.solve(lhs - rhs, x)
    
    if not solution:
        return None, 0
    
    # Check if the solution is an integer and within a reasonable range
    for sol in solution:
        if sol.is_integer and -10 <= sol <= 10:  # Adjust as needed based on the problem constraints
            return sol, 100  # High confidence
    
    return None, 0

# Test the function with the provided sequence
result, confidence = arithmetic_sequence_check([3**2, sp.symbols('x'), 3**4])
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
