from sympy import Rational

# Initial number of books on each shelf
top_shelf = 8
middle_shelf = 10
bottom_shelf = 6

# Total initial number of books
total_books_initial = top_shelf + middle_shelf + bottom_shelf

# Books taken off each shelf
books_taken_off = 2

# Remaining books on each shelf after taking some off
top_shelf_remaining = top_shelf - books_taken_off
middle_shelf_remaining = middle_shelf - books_taken_off
bottom_shelf_remaining = bottom_shelf - books_taken_off

# Total remaining books
total_books_remaining = top_shelf_remaining + middle_shelf_remaining + bottom_shelf_remaining

# Number of math books on the remaining shelves
math_books_remaining = middle_shelf_remaining

# Fraction of math books remaining
fraction_math_books_remaining = Rational(math_books_remaining, total_books_remaining)

# Print the final answer and confidence level
print(f"RESULT: {fraction_math_books_remaining}")
print(f"CONFIDENCE: 100")
