# Given data
total_questions = 50
percent_problem_solving = 80

# Calculate the number of problem-solving questions
problem_solving_questions = (percent_problem_solving / 100) * total_questions

# Calculate the number of multiple-choice questions
multiple_choice_questions = total_questions - problem_solving_questions

# Print the result
print("RESULT: ", multiple_choice_questions)
