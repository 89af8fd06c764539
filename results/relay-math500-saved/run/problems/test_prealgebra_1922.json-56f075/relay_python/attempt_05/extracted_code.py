from collections import *

def students_take_music():
    return 834 * (2/3)

# Initial code from attempt 1, extended with logic to handle multiple attempts
if 'students_take_music' not in locals():
    students_take_music = students_take_music()
print(students_take_music)
