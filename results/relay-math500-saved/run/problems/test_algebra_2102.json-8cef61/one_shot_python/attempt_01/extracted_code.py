import collections

# Initialize counters for correct, incorrect, and unanswered questions
correct = 0
incorrect = 0
unanswered = 0

# Total points scored by Frank
total_points = 232

# Number of questions answered
questions_answered = 80

# Define the scoring values
score_correct = 5
score_incorrect = -2
score_unanswered = 0

# Calculate the number of unanswered questions
unanswered = questions_answered - correct - incorrect

# Solve for the number of correct answers using the total points and scoring values
# We set up a system of equations:
# correct * score_correct + incorrect * score_incorrect + unanswered * score_unanswered = total_points
# correct * 5 + incorrect * (-2) + unanswered * 0 = 232

# Rearrange the equation to solve for correct
correct = (total_points + unanswered * score_incorrect) // score_correct

# Check if the solution is consistent with the number of questions answered
if (correct + incorrect + unanswered) == questions_answered:
    print(f"RESULT: {correct}")
    print(f"CONFIDENCE: 100")
else:
    print("ERROR: The calculated number of correct answers does not match the total number of questions answered.")
