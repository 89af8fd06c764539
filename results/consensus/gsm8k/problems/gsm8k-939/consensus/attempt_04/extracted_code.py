import sympy as sp

# Given values
words_craig = 20
letters_per_word_craig = 15
letters_per_word_brother = letters_per_word_craig + 50

# Total number of letters in words Craig has spelled
total_letters_craig = words_craig * letters_per_word_craig

# Total number of letters in words Craig's brother has spelled
total_letters_brother = words_craig * letters_per_word_brother

# Total number of letters in words both have spelled after 10 rounds
total_letters = total_letters_craig + total_letters_brother

print(f"RESULT: {total_letters}")
