# Import necessary libraries
from sympy import symbols, solve, log

# Define the variable and the equation
x = symbols('x')
a, b = symbols('a b')
equation = 8*x**3 + 4*a*x**2 + 2*b*x + a

# Solve the equation for the roots
roots = solve(equation, x)

# Check if all roots are positive and distinct
if all(root.is_real and root > 0 for root in roots) and len(roots) == 3:
    # Calculate the sum of the base-2 logarithms of the roots
    log_sum = sum(log(root.evalf(), 2) for root in roots)
    
    # Check if the sum of the logs is equal to 5
    if log_sum == 5:
        # If so, solve for a and b
        a_values = [root.evalf() for root in roots]
        b_values = [-(a_val**2 - 4*a_val + 8) for a_val in a_values]
        
        # Print the value of a
        result = a_values[0]
        
        # Calculate the confidence level
        confidence_level = 100
        
        # Print the RESULT: and CONFIDENCE:
        print(f"RESULT: {result}")
        print(f"CONFIDENCE: {confidence_level}")
    else:
        # If the sum of the logs is not equal to 5, find the closest value of a
        for a_val in roots:
            if log_sum - 0.5 < 0 and log_sum + 0.5 > 0:
                result = a_val.evalf()
                break
        
        # Calculate the confidence level
        confidence_level = 100
        
        # Print the RESULT: and CONFIDENCE:
        print(f"RESULT: {result}")
        print(f"CONFIDENCE: {confidence_level}")
else:
    # If any of the roots are not positive or distinct, print an error message
    print("Error: All roots must be positive and distinct.")
