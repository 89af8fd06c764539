from sympy import Rational

# Given data
rounds = 10
words_craig = 20
letters_per_word_craig = 15
letters_in_words_brother = letters_per_word_craig + 50

# Total letters in words spelled by Craig
total_letters_craig = words_craig * letters_per_word_craig

# Total letters in words spelled by Craig's brother
total_letters_brother = words_craig * letters_in_words_brother

# Total letters in words spelled by both
total_letters = total_letters_craig + total_letters_brother

# Print the result
print(f"RESULT: {total_letters}")
