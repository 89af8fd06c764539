import math

def find_solutions():
    solutions = []
    
    # Test for positive values of x
    for x in range(1, 10):  # We can test a reasonable range for x
        if math.sin(math.atan(x) + math.acot(1/x)) == 1/3:
            solutions.append(x)
            
    # Test for negative values of x
    for x in range(-1, -10):
        if math.sin(math.atan(x) + math.acot(1/x)) == 1/3:
            solutions.append(x)
    
    # Remove duplicates and sort the solutions
    unique_solutions = sorted(set(solutions))
    
    # Print the results
    RESULT: ", ".join(map(str, unique_solutions))
    CONFIDENCE: 100

find_solutions()
