# Importing necessary packages
from collections import *

# Attempt 1: Calculating (1-i)^8 and its magnitude
result = (1 - 1j)**8
magnitude = abs(result)

print("RESULT:", magnitude)
print("CONFIDENCE:", int(100 * (abs(magnitude) / abs((1-1j)**8))))
