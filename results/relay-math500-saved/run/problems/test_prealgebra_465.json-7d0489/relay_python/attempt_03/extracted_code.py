from fractions import Fraction

# Get the fraction as a decimal and convert to string to find repeating digits
fraction = Fraction(31, 11111)
decimal_str = str(fraction)

# Find the index of the first '0.' in the string to get the decimal part
start_index = decimal_str.find('.')

# Count the length of the fraction without the decimal point and before the repeating sequence
non_decimal_length = start_index + 1

# Find the first occurrence of '0' after the non-decimal part
first_zero = decimal_str.find('0', start_index)

# Calculate the number of digits before and after the repeating sequence
num_before_repeating = non_decimal_length - first_zero
num_after_repeating = len(decimal_str) - (non_decimal_length + first_zero + 1)

print(f"Number of digits that repeat in this repeating decimal: {num_after_repeating}")
