from math import comb

# Number of students to choose from
n = 6
# Number of students to select
k = 5

# Calculate the number of ways to choose k students from n students
result = comb(n, k)

# Print the result and confidence level (100% for this problem)
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
