from math import ceil

RESULT = ceil(3.6)**2 - ceil(3.6)**2
CONFIDENCE = 100

print(f"RESULT: {RESULT}")
print(f"CONFIDENCE: {CONFIDENCE}")
