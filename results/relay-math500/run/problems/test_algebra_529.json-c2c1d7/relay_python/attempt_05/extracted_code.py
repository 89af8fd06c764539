# Import sympy to demonstrate a solution approach
from sympy import *

# Calculate the sum of 27 consecutive positive integers which is given as 3^7
# The sum of n terms of an arithmetic series is given by S_n = n/2 * (first_term + last_term)
n = 27
first_term = 1  # Starting number
last_term = first_term + n - 1

sum_of_integers = n / 2 * (first_term + last_term)

# Check if the sum equals 3^7 and print the result
if sum_of_integers == 3**7:
    RESULT: "The sum of the 27 consecutive positive integers is indeed \(3^7\). The median is \(\frac{1}{2} \times (1 + 26) = 13.5\)."
    CONFIDENCE: 100
else:
    RESULT: "The sum of the 27 consecutive positive integers does not equal \(3^7\). The program encountered an issue."
    CONFIDENCE: 0
