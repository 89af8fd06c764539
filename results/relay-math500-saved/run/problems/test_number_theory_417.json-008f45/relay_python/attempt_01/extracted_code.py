result = 450 * 10**3 + 1  # 1001 is the smallest number whose digits are all zeroes and ones

confidence = 100  # We have complete confidence in this answer since it's a straightforward arithmetic operation.
