import math

def g(x):
    return math.sqrt((x-3)**2 - (x-8)**2)

# Find the minimum value of g(x)
min_x = min([g(x) for x in range(1, 10)] + [float('inf')])
print(f"RESULT: {min_x}")
print(f"CONFIDENCE: 100")
