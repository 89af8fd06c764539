# Given data
total_questions = 50
problem_solving_percentage = 80

# Calculate the number of problem-solving questions
problem_solving_questions = (total_questions * problem_solving_percentage) // 100

# Calculate the number of multiple-choice questions
multiple_choice_questions = total_questions - problem_solving_questions

# Print the result
print(f"RESULT: {multiple_choice_questions}")
