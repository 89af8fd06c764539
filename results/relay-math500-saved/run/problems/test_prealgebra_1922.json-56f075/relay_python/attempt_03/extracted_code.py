students_take_music = 834 / (2/3)
print(students_take_music)
