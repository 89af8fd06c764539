from collections import Counter

# Initial counts of books on each shelf
top_shelf = 8
middle_shelf = 10
bottom_shelf = 6

# Total initial number of books
total_books = top_shelf + middle_shelf + bottom_shelf

# Books taken off each shelf
books_taken_off = 2

# Remaining books on each shelf after taking them off
top_remaining = top_shelf - books_taken_off
middle_remaining = middle_shelf - books_taken_off
bottom_remaining = bottom_shelf - books_taken_off

# Total remaining books
total_remaining_books = top_remaining + middle_remaining + bottom_remaining

# Count of math books on the three shelves
math_books_on_all_shelves = Counter([middle_shelf, bottom_shelf])[10]

# Fraction of math books remaining on the three shelves
fraction_math_books = math_books_on_all_shelves / total_remaining_books

# Print the result and confidence level (100% for this attempt)
print(f"RESULT: {fraction_math_books}")
print("CONFIDENCE: 100")
