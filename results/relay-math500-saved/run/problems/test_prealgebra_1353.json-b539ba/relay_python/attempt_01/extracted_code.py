def count_possible_values(x_min, y_min):
    return max(0, 54 // (y_min - 1))

x_min = 2
y_min = 5

result = count_possible_values(x_min, y_min)
confidence = 100  # Maximum confidence for a correct answer

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
