# Import necessary libraries
import math

# Define the function to solve the equation
def find_x():
    # Attempt 1: Initial setup
    print("Starting attempt 1...")
    
    # Calculate the left side of the equation for different values of x
    left_side = (math.tan(math.radians(53)) * 
                  math.tan(math.radians(81)) *
                  math.tan(math.radians(x)))
    
    # Attempt 2: Check if the equation holds true for a range of x values
    for x in range(54, 179):
        left_side_check = (math.tan(math.radians(53)) * 
                            math.tan(math.radians(81)) *
                            math.tan(math.radians(x)))
        right_side_check = math.tan(math.radians(53)) + \
                          math.tan(math.radians(81)) + \
                          math.tan(math.radians(x))
        
        # Check if the equation holds true
        if left_side_check == right_side_check:
            print(f"Attempt 2: x = {x} satisfies the equation.")
            print("RESULT: x =", x)
            print("CONFIDENCE: 100")
            return
    
    # Attempt 3: Further check for a specific range of x values
    for x in [87, 90]:
        left_side_check = (math.tan(math.radians(53)) * 
                            math.tan(math.radians(81)) *
                            math.tan(math.radians(x)))
        right_side_check = math.tan(math.radians(53)) + \
                          math.tan(math.radians(81)) + \
                          math.tan(math.radians(x))
        
        # Check if the equation holds true
        if left_side_check == right_side_check:
            print(f"Attempt 3: x = {x} satisfies the equation.")
            print("RESULT: x =", x)
            print("CONFIDENCE: 100")
            return
    
    # Attempt 4: Another specific check
    for x in [65, 72]:
        left_side_check = (math.tan(math.radians(53)) * 
                            math.tan(math.radians(81)) *
                            math.tan(math.radians(x)))
        right_side_check = math.tan(math.radians(53)) + \
                          math.tan(math.radians(81)) + \
                          math.tan(math.radians(x))
        
        # Check if the equation holds true
        if left_side_check == right_side_check:
            print(f"Attempt 4: x = {x} satisfies the equation.")
            print("RESULT: x =", x)
            print("CONFIDENCE: 100")
            return
    
    # Attempt 5: Final check for a specific range of x values
    for x in [89, 92]:
        left_side_check = (math.tan(math.radians(53)) * 
                            math.tan(math.radians(81)) *
                            math.tan(math.radians(x)))
        right_side_check = math.tan(math.radians(53)) + \
                          math.tan(math.radians(81)) + \
                          math.tan(math.radians(x))
        
        # Check if the equation holds true
        if left_side_check == right_side_check:
            print(f"Attempt 5: x = {x} satisfies the equation.")
            print("RESULT: x =", x)
            print("CONFIDENCE: 100")
            return
    
    # If no solution is found within the given range, return an error message
    print("No solution found in the given range. Please try again with a different approach.")
    print("RESULT: None")
    print("CONFIDENCE: 50")

# Call the function to find the value of x
find_x()
