def main():
    total_books = 24
    top_shelf_mystery = 8
    middle_shelf_math = 10
    bottom_shelf_science = 6

    # Remove books from each shelf
    top_shelf_mystery -= 2
    middle_shelf_math -= 2
    bottom_shelf_science -= 2

    # Calculate the remaining total books and math books
    remaining_total_books = sum([top_shelf_mystery, middle_shelf_math, bottom_shelf_science])
    remaining_math_books = middle_shelf_math

    # Calculate the fraction of math books remaining
    fraction_math_remaining = remaining_math_books / remaining_total_books

    print(f"RESULT: {remaining_math_books}/{remaining_total_books}")
    print(f"CONFIDENCE: 100")

if __name__ == "__main__":
    main()
