# Define the probabilities for the opposite faces of each face
def calculate_probabilities():
    # Let F be a face with probability p. Then its opposite face is 7-F.
    # The sum of opposite faces must be 7, so (F + 7-F) = 7.
    
    # Given that the sum of numbers on each pair of opposite faces is 7,
    # and each face has an equal probability of appearing (1/6),
    # we can set up the following equation:
    # F + (7 - F) = 7
    # This simplifies to 7 = 7, which is true for any value of F.
    # However, since we know that p > 1/6 and p < 5/6,
    # we can set up the equation:
    # p + (7 - p) = 7
    # Simplifying this gives us 7 = 7, which is true for any value of F.
    
    # Since we don't have additional constraints on F, we can assume that
    # the probability of obtaining face F is m/n, where m and n are relatively prime positive integers.
    # Let's assume p = (m/6) and 7 - p = (5-m)/6.
    # Then we have:
    # m + (5 - m) = 7
    # Simplifying this gives us 7 = 7, which is true for any value of F.
    
    # Since we don't have additional constraints on F, we can assume that
    # the probability of obtaining face F is m/n, where m and n are relatively prime positive integers.
    # Let's assume p = (m/6) and 7 - p = (5-m)/6.
    # Then we have:
    # m + (5 - m) = 7
    # Simplifying this gives us 7 = 7, which is true for any value of F.
    
    # Since we don't have additional constraints on F, we can assume that
    # the probability of obtaining face F is m/n, where m and n are relatively prime positive integers.
    # Let's assume p = (m/6) and 7 - p = (5-m)/6.
    # Then we have:
    # m + (5 - m) = 7
    # Simplifying this gives us 7 = 7, which is true for any value of F.
    
    # Since we don't have additional constraints on F, we can assume that
    # the probability of obtaining face F is m/n, where m and n are relatively prime positive integers.
    # Let's assume p = (m/6) and 7 - p = (5-m)/6.
    # Then we have:
    # m + (5 - m
