def custom_attempt(m, n, p, q):
    # Convert the fractions to their simplest forms if not already
    import math
    
    gcd_m = math.gcd(m, n)
    gcd_p = math.gcd(p, q)
    
    m //= gcd_m
    n //= gcd_n
    p //= gcd_p
    q //= gcd_q
    
    # Calculate the result using the custom operation
    result = (m * p) * (q / n)
    return result

# Define the fractions and calculate the product of their numerators over denominators
numerator_product = 7 * 10
denominator_product = 30 * 21

# Calculate the final result
result = numerator_product / denominator_product

print(f"RESULT: {result}")
print(f"CONFIDENCE: 95")  # Adjust this confidence based on the observations from previous attempts
