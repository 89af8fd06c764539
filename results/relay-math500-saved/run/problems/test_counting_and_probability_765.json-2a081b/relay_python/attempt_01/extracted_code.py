from collections import Counter

# Define the given data
total_people = 360
calculus_take_both = 75
physics_take_both = 30
chemistry_take_both = 75
chem_take_physics = 2 * physics_take_both
calculus_total = 180
calculus_take_only_one = total_people - calculus_total - calculus_take_both
physics_take_only_one = total_people - physics_take_both - physics_take_both
chemistry_take_only_one = total_people - chemistry_take_both - chemistry_take_both

# Calculate the number of students taking each subject
all_calculus = calculus_total + calculus_take_only_one
all_physics = physics_take_both + physics_take_only_one
all_chemistry = chemistry_take_both + chemistry_take_only_one

# Use the principle of inclusion-exclusion to find the total number of unique students
total_unique_students = all_calculus + all_physics + all_chemistry - (calculus_take_both + physics_take_both + chemistry_take_both) + \
                      (calculus_take_only_one + physics_take_only_one + chemistry_take_only_one)

# The number of students taking physics is the total number of unique students minus those taking calculus or chemistry
physics_students = total_unique_students - (all_calculus - calculus_take_both) - (all_chemistry - chemistry_take_both)

print(f"RESULT: {physics_students}")
print(f"CONFIDENCE: 100")
