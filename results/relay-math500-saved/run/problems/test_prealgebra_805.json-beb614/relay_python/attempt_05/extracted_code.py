from collections import *

def possible_group_sizes(students):
    for size in range(2, min(30, students) // 2 + 1):
        if students % size == 0:
            return True
    return False

students = 45
if not possible_group_sizes(students):
    print("There is no way to break up the archers into equal size groups.")
else:
    print(f"The number of students who showed up to the archery class this week is {students}.")
