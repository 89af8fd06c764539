import sympy as sp

# Initial counts of beavers and chipmunks
beavers_initial = 20
chipmunks_initial = 40

# Number of animals seen on the way to school
beavers_school = beavers_initial * 2
chipmunks_school = chipmunks_initial - 10

# Total number of animals seen on the way to school
total_school = beavers_school + chipmunks_school

# Number of animals seen on the way back from school
beavers_back = beavers_school
chipmunks_back = chipmunks_school - 10

# Total number of animals seen on the way back from school
total_back = beavers_back + chipmunks_back

# Total number of animals seen that day
total_animals = total_school + total_back

# Print the result
print(f"RESULT: {total_animals}")
