from sympy import Rational, sqrt

# Data from the table
grades = [9, 10, 11, 12]
males = [41.1/100, 34.4/100, 20.6/100, 11.6/100]
females = [39.4/100, 33.1/100, 13.8/100, 8.6/100]

# Calculate the difference between male and female bus riders for each grade
differences = [(Rational(male, 1), Rational(female, 1)) for male, female in zip(males, females)]

# Find the grade with the closest difference to 135% of the number of female bus riders
closest_grade = None
min_difference = float('inf')

for grade, (male, female) in enumerate(differences):
    diff = abs(135/100 * female - male)
    if diff < min_difference:
        min_difference = diff
        closest_grade = grade + 9

# Print the result and confidence
print(f"RESULT: {closest_grade}")
print(f"CONFIDENCE: 100")
