students = [80]*20 + [90]*8 + [100]*2
total_score = sum(students)
class_average = total_score / len(students)

print(f"RESULT: {class_average}")
print("CONFIDENCE: 100")  # Final answer is already provided
