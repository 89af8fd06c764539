# Importing necessary packages for mathematical operations
from math import factorial

# Defining the number for which factorial is to be calculated
n = 42

# Calculating the factorial of n
factorial_n = factorial(n)

# Converting the factorial result into a string to count trailing zeroes
factorial_str = str(factorial_n)

# Counting the number of trailing zeroes by removing all factors of 10 from the string (which is equivalent to removing factors of 2 and 5)
count_trailing_zeroes = len(factorial_str) - len(factorial_str.replace('0', ''))

# Printing the result
print("RESULT:", count_trailing_zeroes)
print("CONFIDENCE:", 100)  # Since we are calculating the factorial for a very large number, the confidence is high
