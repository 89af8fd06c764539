# Given data
words_craig = 20
letters_per_word = 15
words_craig_brother = words_craig  # Since the problem states that Craig's brother has spelled words with a total count of letters 50 more than Craig
letters_craig_brother = words_craig_brother * letters_per_word

# Total number of letters in words spelled by Craig
total_letters_craig = words_craig * letters_per_word

# Total number of letters in words spelled by Craig's brother
total_letters_craig_brother = words_craig_brother * letters_per_word

# Total number of letters in words spelled by both
total_letters = total_letters_craig + total_letters_craig_brother

# Print the result
print(f"RESULT: {total_letters}")
