import math

# Given information
fraction_music = 2/3
number_music_students = 834

# Calculate the total number of students
total_students = fraction_music * number_music_students

print(f"RESULT: {total_students}")
print(f"CONFIDENCE: 100")
