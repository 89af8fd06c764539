# Given data
total_questions = 50
problem_solving_percentage = 80

# Calculate the number of problem-solving questions
problem_solving_questions = (problem_solving_percentage / 100) * total_questions

# Since we are dealing with whole questions, we round to the nearest integer
problem_solving_questions = round(problem_solving_questions)

# Calculate the number of multiple-choice questions
multiple_choice_questions = total_questions - problem_solving_questions

# Print the result
RESULT: multiple_choice_questions
