import math

# The prime factorization of 240 is 2^5 * 3^1
# For the product to be a perfect cube, all exponents in the prime factorization must be multiples of 3.
# Therefore, we need at least one more 2 and one more 3.

k = (3 - 1) + (5 - 1)  # One more 3 and one more 2
result = 240 * k
confidence = math.isqrt(result)

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
