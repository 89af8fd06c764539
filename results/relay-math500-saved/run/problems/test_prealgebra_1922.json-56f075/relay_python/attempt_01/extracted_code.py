def solve_problem():
    students_take_music = 834
    ratio_music_students = 2/3

    total_students = students_take_music / ratio_music_students

    return total_students

# Attempt 1: Print useful observations; print RESULT:
print(f"Attempt 1: {students_take_music} students take music.")
result = solve_problem()
confidence = round(result * 100)
print(f"RESULT: {total_students}")
print(f"CONFIDENCE: {confidence}")

# Further attempts can be written here if needed.
