from itertools import permutations

# Fix the issue with factorial by defining it using sympy
import sympy as sp

# The number of ways to arrange 6 girls and 2 boys in a row where the boys must sit next to each other
# First, treat the two boys as a single "block". This reduces the problem to arranging 5 entities (the boy block + 6 girls)
# The number of ways to arrange these 5 entities is given by 5!
num_ways = sp.factorial(5)

# Since there are 6 girls and 2 boys, we must divide by 2! to account for the internal arrangement of the boys
final_result = num_ways // sp.factorial(2)
print(f"Result: {final_result}")
CONFIDENCE: 100
