# Attempt 1 of solving the problem

from collections import Counter

def count_integer_solutions():
    total_solutions = 0
    for k in range(-500, 501):
        for x in range(3, 1000):  # Start from 3 to avoid division by zero and to ensure the logarithm is defined
            if math.log(k * x) == 2 * math.log(x + 2):
                total_solutions += 1
    return total_solutions

# Count the number of integer solutions in the interval [-500, 500]
total_solutions = count_integer_solutions()

# Calculate confidence (the percentage of correct solutions)
confidence = round((total_solutions / 1000) * 100)

# Print the results
print("RESULT:", total_solutions)
print("CONFIDENCE:", confidence)
