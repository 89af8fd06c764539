# Import necessary libraries
import sympy as sp

# Problem: How many zeroes are at the end of 42!
# We need to find the number of trailing zeros in 42!

# Calculate 42!
factorial_result = sp.factorial(42)

# Function to count trailing zeros
def count_trailing_zeros(n):
    count = 0
    while n % 10 == 0:
        n //= 10
        count += 1
    return count

# Count the number of trailing zeros in 42!
trailing_zeros_count = count_trailing_zeros(factorial_result)

# Print the result and confidence level
print("RESULT:", trailing_zeros_count)
print("CONFIDENCE:", 100)  # 100% confident since we have a clear answer for this problem
