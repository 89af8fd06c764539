from fractions import Fraction

# Total number of questions
total_questions = 50

# Percentage of problem-solving questions
percentage_problem_solving = 80

# Calculate the number of problem-solving questions
problem_solving_questions = Fraction(total_questions) * percentage_problem_solving / 100

# Calculate the number of multiple-choice questions
multiple_choice_questions = total_questions - problem_solving_questions

# Print the result
print("RESULT: ", multiple_choice_questions)
