# Calculate the number of multiple-choice questions
total_questions = 50
problem_solving_percentage = 80
problem_solving_questions = (total_questions * problem_solving_percentage) // 100
multiple_choice_questions = total_questions - problem_solving_questions

print(f"RESULT: {multiple_choice_questions}")
