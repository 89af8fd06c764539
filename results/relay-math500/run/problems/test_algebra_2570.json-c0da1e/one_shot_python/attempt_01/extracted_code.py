# Import necessary library
from sympy import Rational

# Calculate the sum of all multiples of 7 between 100 and 200
multiples_of_7 = [i for i in range(100, 201) if i % 7 == 0]
sum_multiples_of_7 = sum(multiples_of_7)

# Print the result with confidence level
print(f"RESULT: {sum_multiples_of_7}")
print(f"CONFIDENCE: 100")
