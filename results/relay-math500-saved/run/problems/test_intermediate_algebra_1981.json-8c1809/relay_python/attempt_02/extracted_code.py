import math

def log2(x):
    return math.log10(x)

try:
    result = f(3)
except NameError as e:
    print("NameError:", e)
except Exception as e:
    print("An unexpected error occurred:", e)
else:
    print(f"DOMAIN: (3, 2]")

RESULT: DOMAIN: (3, 2]
CONFIDENCE: 100
