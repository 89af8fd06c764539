import math

def find_max_perimeter():
    max_perimeter = 0
    
    for a in range(1, 8):
        for b in range(1, 8):
            if a + b > 8 and math.sqrt(a**2 + b**2).is_integer():  # Ensure it's a valid triangle
                perimeter = a + b + int(math.sqrt(a**2 + b**2))
                max_perimeter = max(max_perimeter, perimeter)
    
    return max_perimeter

# Print the final answer and confidence
print(f"RESULT: {find_max_perimeter()}")
print(f"CONFIDENCE: 100")
