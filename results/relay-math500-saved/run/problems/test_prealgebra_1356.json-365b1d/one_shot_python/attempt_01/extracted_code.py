import collections

# Given values
total_books = 24
top_books = 8
middle_books = 10
bottom_books = 6

# Books taken off each shelf
books_taken_off = 2

# Calculations
remaining_top_books = top_books - books_taken_off
remaining_middle_books = middle_books - books_taken_off
remaining_bottom_books = bottom_books - books_taken_off

# Total remaining books
total_remaining_books = remaining_top_books + remaining_middle_books + remaining_bottom_books

# Fraction of math books remaining
math_books_remaining = remaining_middle_books / total_remaining_books

# Print the results
print("RESULT:", math_books_remaining)
print("CONFIDENCE:", 100)  # Since we are not using any rounding, confidence remains 100
