from math import gcd, lcm

# Given values
gcd_ab = 210
lcm_ab = 210**3
a_b = gcd_ab * lcm_ab

# We need to find the number of pairs (a, b) such that a < b and gcd(a, b) = 210 and lcm(a, b) = 210^3
# Since a and b are coprime (gcd is 210), they must be in the form 210 * k1 and 210 * k2 where gcd(k1, k2) = 1
# We need to find pairs of k1 and k2 such that lcm(210 * k1, 210 * k2) = 210^3
# This means that the product k1 * k2 must be a divisor of 210^4 (since gcd(k1, k2) = 1)
# The divisors of 210^4 are all of the numbers of the form 210^n for n in range(5)

# We need to count the number of valid pairs (k1, k2)
count = 0
for n in range(5):
    if gcd_ab ** n == lcm_ab // gcd_ab:
        count += 1

print(count)
