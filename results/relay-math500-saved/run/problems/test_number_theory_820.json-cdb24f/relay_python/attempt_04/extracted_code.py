from math import gcd

def find_possible_values_of_a():
    # Given values
    gcd_ab = 210
    lcm_ab = 210**3
    
    # Since a and b are coprime (gcd(a, b) = 1), we have:
    # lcm_ab = a * b
    
    # Now we can set up the equation:
    # a * b = 210^3
    # And since gcd(a, b) = 210, we can write a as 210k and b as 210m (where k and m are coprime).
    # Substituting these in gives:
    # 210k * 210m = 210^3
    # Simplifying this gives:
    # (210^2) * k * m = 210^3
    # Dividing both sides by 210^2 gives:
    # k * m = 210
    
    # Now we need to find all pairs (k, m) such that k * m = 210 and gcd(k, m) = 1.
    possible_values_of_a = []
    
    for i in range(1, 211):
        if 210 % i == 0:
            j = 210 // i
            if gcd(i, j) == 1:
                possible_values_of_a.append(210 * i)
    
    return len(possible_values_of_a)

# Finding the number of possible values for a
result = find_possible_values_of_a()
confidence = 100  # Assuming the answer is correct

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
