from sympy import Rational

# Number of people and offices
n_people = 3
n_offices = 5

# Calculate the number of ways to assign 3 people to 5 different offices
result = Rational(n_offices, n_people)

# Print the result and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
