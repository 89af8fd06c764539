from sympy import Rational

# Number of people
n_people = 3
# Number of offices
n_offices = 5

# Calculate the number of ways to assign 3 people to 5 different offices
# This is equivalent to choosing 3 offices out of 5 and then arranging 3 people in those offices
result = Rational(n_offices, 1) * Rational(n_offices - 1, 1) * Rational(n_offices - 2, 1) * Rational(n_people, 1) * Rational(n_people - 1, 1) * Rational(n_people - 2, 1)

# Calculate the confidence level
confidence = 100  # Since the problem asks for an integer confidence level

# Print the result and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
