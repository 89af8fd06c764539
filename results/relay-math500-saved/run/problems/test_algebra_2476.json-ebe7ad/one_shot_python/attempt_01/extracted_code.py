import math

# Given values
total_representatives = 18
grade_7_enrollment = 520
grade_8_enrollment = 650

# Calculate the number of representatives that should be in grade 8 to maintain fair representation
representatives_in_grade_8 = total_representatives - grade_7_enrollment

print(f"RESULT: {representatives_in_grade_8}")
print(f"CONFIDENCE: 100")
