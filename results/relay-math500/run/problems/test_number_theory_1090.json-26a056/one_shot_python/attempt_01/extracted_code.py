import sympy as sp

# List of positive odd integers less than 2010
odd_integers = list(range(1, 2010, 2))

# Function to check if the reciprocal of a number is terminating
def is_terminating(n):
    if n == 1:
        return True
    if n % 2 == 0 or n == 0:
        return False
    while n % 3 == 0:
        n //= 3
    while n % 5 == 0:
        n //= 5
    while n > 1 and n % 7 == 0:
        n //= 7
    return n == 1

# Count the number of odd integers whose reciprocal is terminating
count_terminating = sum(1 for num in odd_integers if is_terminating(num))

# Total possible positive odd integers less than 2010
total_odd_numbers = len(odd_integers)

# Probability as a fraction
a = count_terminating
b = total_odd_numbers

# Simplify the fraction
a_simplified = sp.simplify(a)
b_simplified = sp.simplify(b)

# Calculate the confidence level (100% for exact integer result)
confidence_level = 100

# Print the final answer and confidence level
print(f"RESULT: {a_simplified}/{b_simplified}")
print(f"CONFIDENCE: {confidence_level}")
