from math import gcd, lcm

# Given values
gcd_ab = 210
lcm_ab = 210**3
a, b = None, None

# Possible values for a and b
possible_a_b = [(i * gcd_ab, i * lcm_ab) for i in range(1, 10)]  # Adjust the range based on your constraints

for a, b in possible_a_b:
    if gcd(a, b) == gcd_ab and lcm(a, b) == lcm_ab:
        print(f"Attempt {len(possible_a_b)}: a = {a}, b = {b}")
        break
else:
    print("No valid values for a and b found")
