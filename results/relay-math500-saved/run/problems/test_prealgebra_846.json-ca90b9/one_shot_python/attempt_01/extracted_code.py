def calculate_class_average(scores, count):
    total_score = sum(scores)
    class_average = total_score / count
    return class_average

scores = [80] * 20 + [90] * 8 + [100] * 2
count = len(scores)

result = calculate_class_average(scores, count)
confidence = int(result * 100) // 5  # Round to the nearest integer and scale down by 5

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
