# Problem: Find the 2003rd term of the sequence of odd numbers

def find_nth_odd(n):
    # The nth odd number can be expressed as 2n - 1
    return 2 * n - 1

# Calculate the 2003rd term
nth_odd_number = find_nth_odd(2003)
print(f"RESULT: {nth_odd_number}")
print("CONFIDENCE: 100")  # Since we have a direct formula, we can say the answer is very precise.
