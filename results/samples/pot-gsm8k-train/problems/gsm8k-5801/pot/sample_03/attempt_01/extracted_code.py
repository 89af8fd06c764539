from sympy import Rational

# Initial counts of beavers and chipmunks
beavers_initial = 20
chipmunks_initial = 40

# Number of beavers and chipmunks seen by Aubree on her way to school
beavers_to_school = beavers_initial
chipmunks_to_school = chipmunks_initial

# Number of beavers and chipmunks seen by Aubree on her way back from school
beavers_back_from_school = beavers_to_school * 2
chipmunks_back_from_school = chipmunks_to_school - 10

# Total number of animals seen by Aubree in the day
total_animals = beavers_to_school + chipmunks_to_school + beavers_back_from_school + chipmunks_back_from_school

# Print the final result
print(f"RESULT: {total_animals}")
