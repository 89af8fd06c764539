import math

def count_ordered_pairs(max_value):
    count = 0
    for a in range(-max_value, max_value + 1):
        for b in range(-max_value, max_value + 1):
            if math.sqrt(a**2 + b**2) <= max_value:
                count += 1
    return count

# Test the function with the given problem constraints
max_value = 5
result_count = count_ordered_pairs(max_value)
print(f"RESULT: {result_count}")
print("CONFIDENCE: 90")
