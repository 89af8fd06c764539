import math

def find_k_values():
    count = 0
    for k in range(-500, 501):
        try:
            x = (2 ** 2) / k + 2
            if x > 0 and math.isclose(math.log(k * x), 2 * math.log(x + 2), rel_tol=1e-9):
                count += 1
        except ValueError:
            pass
    return count

result = find_k_values()
confidence = 50  # Initial confidence, this can be adjusted based on runner's observation
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
