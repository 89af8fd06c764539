# Craig's brother has spelled words with a total count of letters 50 more than Craig
# Craig has spelled out 20 words with 15 letters each
# Calculate the total number of letters in the words they've spelled after the ten rounds

# Craig's brother's total letters
brother_total_letters = Craig_total_letters + 50

# Total letters in the words they've spelled after the ten rounds
total_letters = Craig_total_letters + brother_total_letters

# Print the result
print(f"RESULT: {total_letters}")
