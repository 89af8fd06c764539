from collections import *

# Program execution starts here

x = 4
expr = (3*x - 2)*(4*x + 1) - (3*x - 2)*4*x + 1
result = expr
confidence = 100

print(f"Result: {result}")
print(f"CONFIDENCE: {confidence}")

# Program execution ends here
