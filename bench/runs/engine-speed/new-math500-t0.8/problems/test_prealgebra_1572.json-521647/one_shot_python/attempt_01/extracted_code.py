import sympy as sp

# Number of people and offices
n_people = 3
n_offices = 5

# Calculate the number of ways to assign 3 people to 5 different offices
result = sp.binomial(n_offices, n_people)
confidence = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
