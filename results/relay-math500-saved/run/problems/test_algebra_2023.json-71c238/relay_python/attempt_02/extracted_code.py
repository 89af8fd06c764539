import math

def f(x):
    return math.sqrt(x-1) / (x-2)

# attempt 2: NO_RESULT_LINE; exit 1; last stderr: NameError: name 'math' is not defined
print("RESULT: None")
print("CONFIDENCE: 0")

# continue from attempt 2 onwards
