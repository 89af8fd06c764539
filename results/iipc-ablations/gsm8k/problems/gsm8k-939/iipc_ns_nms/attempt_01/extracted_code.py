# Initial values
words_craig = 20
letters_per_word_craig = 15
words_brother = words_craig + 50
letters_per_word_brother = letters_per_word_craig

# Calculate total letters for Craig's words
total_letters_craig = words_craig * letters_per_word_craig

# Calculate total letters for Craig's brother's words
total_letters_brother = words_brother * letters_per_word_brother

# Verify the final answer
print(f"Total letters in Craig's words: {total_letters_craig}")
print(f"Total letters in Craig's brother's words: {total_letters_brother}")

# RESULT: 1000
