# Problem: If t(x) = 3-g(x) and g(x) = sqrt{x}, then what is t(g(16))?

import math

def g(x):
    return math.sqrt(x)

def t(x):
    return 3 - g(x)

result = "t(g(16)) = {:.2f}".format(t(g(16)))
confidence = 100  # Initial confidence based on the initial attempt

print("RESULT:", result)
print("CONFIDENCE:", confidence)
