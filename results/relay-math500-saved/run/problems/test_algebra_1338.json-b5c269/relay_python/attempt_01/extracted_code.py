# Import necessary packages
import math

# Attempt 1 code
x = 4**2 - 4*4 + 4  # Calculate the value of x
if math.isclose(math.pow(x, (1/3)), 16):  # Check if the solution is correct
    print("RESULT: 4")
    print("CONFIDENCE: 100")  # High confidence as the solution is an integer
