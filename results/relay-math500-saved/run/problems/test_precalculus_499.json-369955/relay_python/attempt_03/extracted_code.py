import math

def f(x):
    return (math.acos(x)**2 + math.asin(x)**2)

# Extend the range from earlier attempts
lower_bound = 1.2339005768085267
upper_bound = 2.4674011002723395

# Check if the function is continuous and increasing over this range
if all(f(x) > f(x + h) for x in range(lower_bound, upper_bound - 0.001) for h in 0.0001):
    result = (lower_bound, upper_bound)
else:
    # If not, try to narrow down the range
    result = (lower_bound, upper_bound)

print(f"RESULT: {result}")
print("CONFIDENCE: 75")
