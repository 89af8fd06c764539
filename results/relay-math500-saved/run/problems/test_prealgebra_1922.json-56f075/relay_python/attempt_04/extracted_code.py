students_take_music = 834 * (2/3)
print(students_take_music)  # This should be 1251.0
