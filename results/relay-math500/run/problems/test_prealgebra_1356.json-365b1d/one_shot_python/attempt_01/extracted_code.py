import sympy as sp

# Initial number of books on each shelf
shelves = {
    'top': 8,
    'middle': 10,
    'bottom': 6
}

# Books removed from each shelf
books_removed = 2

# Calculate the new number of books on each shelf after removal
new_shelves = {
    'top': shelves['top'] - books_removed,
    'middle': shelves['middle'] - books_removed,
    'bottom': shelves['bottom'] - books_removed
}

# Total number of remaining books
total_remaining_books = sum(new_shelves.values())

# Number of math books remaining on the middle shelf
math_books_remaining = new_shelves['middle']

# Fraction of math books among the remaining books
fraction_math = sp.Rational(math_books_remaining, total_remaining_books)

print(f"RESULT: {fraction_math}")
print(f"CONFIDENCE: 100")
