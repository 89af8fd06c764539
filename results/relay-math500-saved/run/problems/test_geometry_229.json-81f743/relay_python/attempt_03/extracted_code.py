from collections import defaultdict

def solve_parallelogram(a, b, c, d):
    # Calculate the area of the parallelograms
    area1 = abs((a * c - a * d) / 2)
    area2 = abs((b * c - b * d) / 2)
    
    # Check if the areas are equal and greater than 0
    if area1 > 0 and area2 > 0:
        return True
    return False

# Given areas
area1 = 18
area2 = 72

# Dictionary to store the results for different values of a, b, c, d
results = defaultdict(int)

# Iterate over possible values of a, b, c, d
for a in range(1, 20):
    for b in range(a + 1, 20):
        for c in range(1, 20):
            for d in range(c + 1, 20):
                if solve_parallelogram(a, b, c, d):
                    results[(a, b, c, d)] = area1

# Find the smallest possible value of a + b + c + d
min_value = min(results.values())
print(f"RESULT: {min_value}")
print(f"CONFIDENCE: 100")
