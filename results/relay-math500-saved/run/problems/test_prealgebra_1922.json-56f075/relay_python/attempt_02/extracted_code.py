# Attempt 2: Correcting the variable name and adding a simple calculation

import collections

students_take_music = 834 / (2/3)

print(f"Attempt 2: {students_take_music} students take music.")
