from collections import *

# Early observation: The sum of the first N positive odd numbers is 121. What is the value of N?

N = 10  # Initial guess based on the sum formula

# Verify the guess with a Python program
total_sum = sum(2*i - 1 for i in range(1, N + 1))
print(f"Total sum: {total_sum}")

if total_sum == 121:
    print("RESULT: 5")
    print("CONFIDENCE: 100")
else:
    print("RESULT: None")
    print("CONFIDENCE: 80")  # Lower confidence due to slight error
