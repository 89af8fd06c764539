# Import necessary library
from math import factorial

def assign_offices(n_people, n_offices):
    if n_people > n_offices:
        return 0
    else:
        # Calculate the number of permutations
        return factorial(n_offices) // (factorial(n_offices - n_people))

# Attempt to solve the problem
result = assign_offices(3, 5)
confidence = 100  # Set confidence to 100 if the solution is correct

print("RESULT:", result)
print("CONFIDENCE:", confidence)
