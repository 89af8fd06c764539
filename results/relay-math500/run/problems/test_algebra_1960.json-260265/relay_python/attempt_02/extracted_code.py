from sympy import symbols, solve

# Define the variable and function
x = symbols('x')
f = 2 / (x + 1)

# Attempt to find the inverse of f at x = 1/5
attempt = 2
try:
    # Substitute x = 1/5 into the function
    y = 1 / 5
    
    # Solve for x in terms of y
    solution = solve(f - y, x)[0]
    
    # Print the result
    print("RESULT: ", solution)
    
    # Calculate the confidence based on the correctness of the solution (100% for this example)
    confidence = 100
    print("CONFIDENCE: ", confidence)
except Exception as e:
    # If an error occurs, print the error and set confidence to 0
    print("RESULT: Error")
    confidence = 0
