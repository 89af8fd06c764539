import math

# Define the function to find the largest x
def find_largest_x():
    max_x = None
    max_confidence = 0
    
    # Iterate over each equation
    for i in range(5):
        eq = eval(f"3*(1 + r/{10 if i == 1 else 2})**x")
        # Solve the equation for x
        root = math.log(eq / 7, (1 + r / 10 if i == 1 else 2))
        # Calculate the confidence level
        confidence = 100 - abs(root - round(root)) * 100
        
        # Update the largest x and confidence if necessary
        if max_x is None or root > max_x:
            max_x = root
            max_confidence = confidence
    
    return f"RESULT: {max_x}\nCONFIDENCE: {max_confidence}"

# Run the function and print the result
print(find_largest_x())
